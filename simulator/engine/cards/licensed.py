"""Licensed boxes: Smash Up: Marvel (Avengers, Hydra, Kree, Masters of Evil, S.H.I.E.L.D.,
Sinister Six, Spider-Verse, Ultimates) and Smash Up: Disney Edition (Aladdin, Beauty and the
Beast, Big Hero 6, Frozen, Mulan, The Lion King, The Nightmare Before Christmas, Wreck-It Ralph).

These boxes call minions "characters" (the engine's minions) and attached actions "modifiers";
summaries are our own words, rows are explained in entries.py.
"""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ACTION, MINION, MONSTER
from .common import attached_to, is_minion, minions
from .effects import (
    EARLIER_REMINDER,
    after_card_played,
    attached_aura,
    attached_protected,
    bonus_with,
    breakpoint_change,
    cancels_attached,
    guarded,
    in_the_run,
    lasting,
    must_move_elsewhere,
    own_minions_aura,
    own_minions_protected,
    plus_one_after_a_move_here_or_away,
    plus_one_after_moved,
    record_in_the_run,
    rivals_aura,
    self_protected,
    special_boost_yours_on_a_base,
    special_plays_itself,
    to_discard_in_the_run,
    why,
)
from .entries import (
    HIDDEN_DECK,
    HIDDEN_HAND,
    HISTORY,
    NO_EFFECT,
    ONE_SHOT,
    START_OF_TURN_EFFECT,
    rows,
)
from .registry import ONE_SHOT_REMINDER, ONE_SHOT_REMINDER_FR, modelled, register
from .targets import (
    BEFORE_ONLY,
    minions_everywhere,
    other_base,
    own_minion_on,
    pick,
    pick_base,
    scoring_target,
)

MARVEL_BOX = "Smash Up: Marvel"
DISNEY_BOX = "Smash Up: Disney Edition"


def _earlier_talent(effect: str, effect_fr: str) -> tuple[str, str]:
    # A Talent whose effect lasts until the start of its controller's next turn: a use of this
    # turn is applied (a talent event); only a use on that player's last turn is missing.
    return (
        f"it depends on whether its Talent was used on its controller's last turn (its {effect} "
        "lasts until the start of their next turn), which the board does not hold: then give "
        "it as a power modifier (a Talent used this turn is applied)",
        f"elle dépend de l'usage de son Talent au dernier tour de son contrôleur (son {effect_fr} "
        "dure jusqu'au début de son prochain tour), que le plateau ne donne pas : donnez-le "
        "alors comme modificateur de Force (un Talent utilisé ce tour-ci est appliqué)",
    )


REROUTE_EARLIER = _earlier_talent("+3 to a character", "+3 à un personnage")
FRED_EARLIER = _earlier_talent("-2 to another character", "-2 à un autre personnage")

MARVEL = [
    # --- avengers ---
    (
        "avengers/avengers-assemble",
        NO_EFFECT,
        "Up to two characters go from your discard pile back into your deck.",
        "Remélange jusqu'à deux personnages de votre défausse dans votre pioche.",
    ),
    (
        "avengers/black-widow",
        ONE_SHOT,
        "May destroy a character of power 5 or less here.",
        "Peut détruire ici un personnage de Force 5 ou moins.",
    ),
    (
        "avengers/captain-america",
        ONE_SHOT,
        "Talent: your other characters here get +1 power this turn.",
        "Talent : vos autres personnages ici gagnent +1 de Force ce tour-ci.",
    ),
    (
        "avengers/hawkeye",
        NO_EFFECT,
        "Draw three, discard two.",
        "Piochez trois cartes, défaussez-en deux.",
    ),
    (
        "avengers/hawkeyes-arrows",
        NO_EFFECT,
        "Reveals your deck for two actions; may play them if Hawkeye is in play.",
        "Révèle votre pioche pour deux Actions ; peut les jouer si Hawkeye est en jeu.",
    ),
    (
        "avengers/hulk",
        ONE_SHOT,
        "Talent: +2 power this turn.",
        "Talent : +2 de Force ce tour-ci.",
    ),
    (
        "avengers/hulk-smash",
        ONE_SHOT,
        "Destroys base modifiers of a base; with Hulk there, may replace the base.",
        "Détruit des modificateurs d'une Base ; avec Hulk là-bas, peut remplacer la Base.",
    ),
    (
        "avengers/iron-man",
        ONE_SHOT,
        "Talent: moves with up to one other of your characters to another base.",
        "Talent : se déplace avec au plus un autre de vos personnages vers une autre Base.",
    ),
    (
        "avengers/jarvis",
        NO_EFFECT,
        "Base modifier; talent: draw then discard.",
        "Modificateur de Base ; Talent : piochez puis défaussez.",
    ),
    (
        "avengers/modular-tech",
        ONE_SHOT,
        "Moves one of your modifiers; an extra action.",
        "Déplace un de vos modificateurs ; une Action supplémentaire.",
    ),
    (
        "avengers/strategize",
        NO_EFFECT,
        "Reorders the top four cards of your deck.",
        "Réordonne les quatre premières cartes de votre pioche.",
    ),
    (
        "avengers/tactical-advantage",
        ONE_SHOT,
        "+3 power to a character this turn.",
        "+3 de Force à un personnage ce tour-ci.",
    ),
    (
        "avengers/thor",
        ONE_SHOT,
        "Fetches Mjolnir; talent: moves Mjolnir to another character.",
        "Va chercher Mjolnir ; Talent : déplace Mjolnir sur un autre personnage.",
    ),
    (
        "avengers/thunder-and-lightning",
        ONE_SHOT,
        "A character with 3 power or less is destroyed.",
        "Détruit un personnage de Force 3 ou moins.",
    ),
    # --- hydra ---
    (
        "hydra/baron-strucker",
        ONE_SHOT,
        "Talent: destroys one of your characters to bring two of yours here.",
        "Talent : détruit un de vos personnages pour amener ici deux des vôtres.",
    ),
    (
        "hydra/hail-hydra",
        ONE_SHOT,
        "Destroys one of your characters to draw as many cards as its power.",
        "Détruit un de vos personnages pour piocher autant de cartes que sa Force.",
    ),
    (
        "hydra/hour-of-destiny",
        NO_EFFECT,
        "Fetches up to two small characters from your deck.",
        "Va chercher jusqu'à deux petits personnages dans votre pioche.",
    ),
    (
        "hydra/madame-hydra",
        ONE_SHOT,
        "Talent: destroys one of your characters for +2 power this turn.",
        "Talent : détruit un de vos personnages pour +2 de Force ce tour-ci.",
    ),
    (
        "hydra/reactivate-agents",
        NO_EFFECT,
        "Takes up to two small characters from your discard pile.",
        "Reprend jusqu'à deux petits personnages de votre défausse.",
    ),
    (
        "hydra/red-skull",
        NO_EFFECT,
        "Draws after one of your characters is destroyed; talent: destroy one to draw.",
        "Pioche après la destruction d'un de vos personnages ; Talent : en détruire un pour "
        "piocher.",
    ),
    (
        "hydra/secret-reserves",
        NO_EFFECT,
        "Shuffles small characters of your discard pile into your deck.",
        "Remélange de petits personnages de votre défausse dans votre pioche.",
    ),
    (
        "hydra/two-more-shall-take-its-place",
        ONE_SHOT,
        "Destroys one of your characters, then two small extra characters there.",
        "Détruit un de vos personnages, puis deux petits personnages supplémentaires là-bas.",
    ),
    # --- kree ---
    (
        "kree/battle-rage",
        ONE_SHOT,
        "+2 power to one of your characters this turn; draw.",
        "+2 de Force à un de vos personnages ce tour-ci ; piochez.",
    ),
    ("kree/call-for-backup", NO_EFFECT, "Its player draws two cards.", "Piochez deux cartes."),
    (
        "kree/it-begins",
        ONE_SHOT,
        "+1 power to one of your characters this turn; draw; an extra action.",
        "+1 de Force à un de vos personnages ce tour-ci ; piochez ; une Action supplémentaire.",
    ),
    ("kree/minn-erva", NO_EFFECT, "Its player draws two cards.", "Piochez deux cartes."),
    (
        "kree/prepare-to-engage",
        NO_EFFECT,
        "Keeps up to two actions of the top five of your deck.",
        "Garde jusqu'à deux Actions parmi les cinq premières cartes de votre pioche.",
    ),
    (
        "kree/proven-methods",
        NO_EFFECT,
        "Puts up to two actions of your discard pile on your deck.",
        "Place jusqu'à deux Actions de votre défausse sur votre pioche.",
    ),
    (
        "kree/relentless-attack",
        NO_EFFECT,
        "Character modifier whose talent grants one more action.",
        "Modificateur de personnage ; Talent : une Action supplémentaire.",
    ),
    ("kree/ronan-the-accuser", NO_EFFECT, "An extra action.", "Une Action supplémentaire."),
    (
        "kree/speed-up",
        NO_EFFECT,
        "Grants as many as two more actions.",
        "Jusqu'à deux Actions supplémentaires.",
    ),
    # --- masters of evil ---
    (
        "masters-of-evil/absorbing-man",
        ONE_SHOT,
        "Talent: destroys itself and another Absorbing Man for 1 VP.",
        "Talent : se détruit avec un autre Absorbing Man pour 1 PV.",
    ),
    (
        "masters-of-evil/acceptable-losses",
        ONE_SHOT,
        "Trades one of your characters of power 4+ (destroyed) for 1 VP.",
        "Détruit un de vos personnages de Force 4 ou plus pour 1 PV.",
    ),
    (
        "masters-of-evil/convergence",
        ONE_SHOT,
        "Moves one of your characters; 1 VP if you then have four there.",
        "Déplace un de vos personnages ; 1 PV si vous en avez alors quatre là-bas.",
    ),
    (
        "masters-of-evil/gain-the-upper-hand",
        ONE_SHOT,
        "A character with 3 power or less is destroyed.",
        "Détruit un personnage de Force 3 ou moins.",
    ),
    (
        "masters-of-evil/sonic-shockwave",
        ONE_SHOT,
        "Destroys a rival character weaker than your total there; 1 VP if it had 5 power or more.",
        "Détruit un personnage adverse plus faible que votre total là-bas ; 1 PV s'il avait 5 de "
        "Force ou plus.",
    ),
    (
        "masters-of-evil/ulysses-klaw",
        NO_EFFECT,
        "Draw a card per 4 VP you have.",
        "Piochez une carte par tranche de 4 PV.",
    ),
    # --- shield ---
    (
        "shield/agent-coulson",
        ONE_SHOT,
        "May play a small extra character here.",
        "Peut jouer ici un petit personnage supplémentaire.",
    ),
    ("shield/entry-point", ONE_SHOT, "An extra character.", "Un personnage supplémentaire."),
    (
        "shield/mission-debriefing",
        NO_EFFECT,
        "Draw a card per character of yours on one base.",
        "Piochez une carte par personnage à vous sur une Base.",
    ),
    (
        "shield/nick-fury",
        ONE_SHOT,
        "Allows one more character, played here.",
        "Peut jouer ici un personnage supplémentaire.",
    ),
    (
        "shield/proving-ground",
        ONE_SHOT,
        "Base modifier; talent: a small extra character here.",
        "Modificateur de Base ; Talent : un petit personnage supplémentaire ici.",
    ),
    (
        "shield/reassignment",
        ONE_SHOT,
        "Moves up to two of your characters to one base.",
        "Déplace jusqu'à deux de vos personnages vers une Base.",
    ),
    (
        "shield/rescue-mission",
        NO_EFFECT,
        "After a base scores: your characters there go into their owners' decks; draw.",
        "Après une Conquête : vos personnages là-bas vont dans la pioche de leur propriétaire ; "
        "piochez.",
    ),
    (
        "shield/superior-firepower",
        ONE_SHOT,
        "Destroys either a base modifier or a character with 3 power or less.",
        "Détruit un modificateur de Base ou un personnage de Force 3 ou moins.",
    ),
    (
        "shield/troop-drop",
        ONE_SHOT,
        "A small extra character.",
        "Un petit personnage supplémentaire.",
    ),
    (
        "shield/work-together",
        ONE_SHOT,
        "All your characters get +1 power this turn.",
        "Tous vos personnages gagnent +1 de Force ce tour-ci.",
    ),
    # --- sinister six ---
    (
        "sinister-six/ambush",
        ONE_SHOT,
        "A base's breakpoint is 4 lower this turn.",
        "Le seuil d'une Base baisse de 4 ce tour-ci.",
    ),
    (
        "sinister-six/doctor-octopus",
        START_OF_TURN_EFFECT,
        "At the start of your turn, may lower its base's breakpoint by 4 this turn.",
        "Au début de votre tour, peut baisser de 4 le seuil de sa Base ce tour-ci.",
    ),
    (
        "sinister-six/green-goblin",
        ONE_SHOT,
        "Talent: its base's breakpoint is 3 lower this turn.",
        "Talent : le seuil de sa Base baisse de 3 ce tour-ci.",
    ),
    (
        "sinister-six/my-master-plan",
        NO_EFFECT,
        "Base modifier; talent: draw if the breakpoint is 19 or less.",
        "Modificateur de Base ; Talent : piochez si le seuil est de 19 ou moins.",
    ),
    (
        "sinister-six/mysterio",
        ONE_SHOT,
        "Talent: a base modifier here, or draw.",
        "Talent : un modificateur de Base ici, ou piochez.",
    ),
    (
        "sinister-six/pressure-from-all-sides",
        ONE_SHOT,
        "Base modifier; talent: the breakpoint drops by 1 per character here this turn.",
        "Modificateur de Base ; Talent : le seuil baisse de 1 par personnage ici ce tour-ci.",
    ),
    (
        "sinister-six/reroute-the-power",
        REROUTE_EARLIER,
        "Base modifier; talent: +3 power to one of your characters here until your next turn "
        "(breakpoint 19 or less).",
        "Modificateur de Base ; Talent : +3 de Force à un de vos personnages ici jusqu'à "
        "votre prochain tour (seuil de 19 ou moins).",
    ),
    (
        "sinister-six/vulture",
        NO_EFFECT,
        "May put a base modifier of your discard pile on your deck.",
        "Peut placer un modificateur de Base de votre défausse sur votre pioche.",
    ),
    # --- spider-verse ---
    (
        "spider-verse/ghost-spider",
        NO_EFFECT,
        "Draws one of the top three cards of your deck.",
        "Pioche une des trois premières cartes de votre pioche.",
    ),
    (
        "spider-verse/spider-reflexes",
        NO_EFFECT,
        "Draws one of the top three cards of your deck; an extra action.",
        "Pioche une des trois premières cartes de votre pioche ; une Action supplémentaire.",
    ),
    (
        "spider-verse/spider-sense",
        NO_EFFECT,
        "Draw two; may be played after a base where you have a character scores.",
        "Piochez deux cartes ; peut se jouer après la Conquête d'une Base où vous avez un "
        "personnage.",
    ),
    (
        "spider-verse/the-view-from-above",
        NO_EFFECT,
        "Reveals your deck until a card of the named type, drawn.",
        "Révèle votre pioche jusqu'à une carte du type annoncé, piochée.",
    ),
    (
        "spider-verse/your-friendly-neighborhood-hero",
        NO_EFFECT,
        "After a base scores: one of your characters there goes on top of its owner's deck.",
        "Après une Conquête : un de vos personnages là-bas va sur la pioche de son propriétaire.",
    ),
    # --- ultimates ---
    (
        "ultimates/aid-from-allies",
        NO_EFFECT,
        "Base modifier: draw now and after you move characters here.",
        "Modificateur de Base : piochez maintenant et après avoir déplacé des personnages ici.",
    ),
    (
        "ultimates/captain-marvel",
        ONE_SHOT,
        "Talent: moves; your other characters there get +1 power this turn.",
        "Talent : se déplace ; vos autres personnages là-bas gagnent +1 de Force ce tour-ci.",
    ),
    (
        "ultimates/coordinated-attack",
        ONE_SHOT,
        "Moves up to three of your characters to one base, +1 power each this turn.",
        "Déplace jusqu'à trois de vos personnages vers une Base, +1 de Force chacun ce tour-ci.",
    ),
    (
        "ultimates/cosmic-knowledge",
        NO_EFFECT,
        "Cycles cards of your hand, drawing one more.",
        "Recycle des cartes de votre main, en piochant une de plus.",
    ),
    (
        "ultimates/first-to-arrive",
        ONE_SHOT,
        "An extra character on a base where you have none.",
        "Un personnage supplémentaire sur une Base où vous n'en avez pas.",
    ),
    (
        "ultimates/heroic-landing",
        ONE_SHOT,
        "Moves any number of your characters.",
        "Déplace autant de vos personnages que voulu.",
    ),
    ("ultimates/lift-and-carry", ONE_SHOT, "Moves a character.", "Déplace un personnage."),
    (
        "ultimates/power-and-speed",
        ONE_SHOT,
        "+2 power to one of your characters this turn; may move it.",
        "+2 de Force à un de vos personnages ce tour-ci ; peut le déplacer.",
    ),
    (
        "ultimates/spectrum",
        ONE_SHOT,
        "Talent: moves to another base.",
        "Talent : se déplace vers une autre Base.",
    ),
]

# Scoring-relevant abilities not modelled yet (their reason says what is missing).
DISNEY = [
    # --- aladdin ---
    (
        "aladdin/a-friend-like-me",
        NO_EFFECT,
        "Draws the actions among the top four cards of your deck.",
        "Pioche les Actions parmi les quatre premières cartes de votre pioche.",
    ),
    (
        "aladdin/abu",
        NO_EFFECT,
        "Puts an action of your discard pile on your deck.",
        "Place une Action de votre défausse sur votre pioche.",
    ),
    (
        "aladdin/aladdin",
        NO_EFFECT,
        "Fetches The Lamp; talent: reveals your deck until an action, drawn.",
        "Va chercher The Lamp ; Talent : révèle votre pioche jusqu'à une Action, piochée.",
    ),
    (
        "aladdin/carpet",
        ONE_SHOT,
        "Talent: moves with up to two of your characters to another base.",
        "Talent : se déplace avec jusqu'à deux de vos personnages vers une autre Base.",
    ),
    (
        "aladdin/cave-of-wonders",
        NO_EFFECT,
        "Takes an action back from your discard pile.",
        "Reprend une Action de votre défausse.",
    ),
    ("aladdin/genie", NO_EFFECT, "Talent: fetches a Wish.", "Talent : va chercher un Wish."),
    (
        "aladdin/jafar",
        NO_EFFECT,
        "Rivals discard an action; you may play one of them or one of yours.",
        "Les adversaires défaussent une Action ; vous pouvez en jouer une ou une des vôtres.",
    ),
    (
        "aladdin/jasmine",
        NO_EFFECT,
        "Talent: trades an action from hand for one more action.",
        "Talent : défaussez une Action pour une Action supplémentaire.",
    ),
    (
        "aladdin/magic-carpet-ride",
        ONE_SHOT,
        "Fetches and plays Carpet as an extra character.",
        "Va chercher et joue Carpet en personnage supplémentaire.",
    ),
    (
        "aladdin/palace-guard",
        ONE_SHOT,
        "Talent: trades an action from hand for a +1 counter on every Palace Guard of yours here.",
        "Talent : défaussez une Action pour un marqueur +1 sur chacun de vos Palace Guards ici.",
    ),
    (
        "aladdin/rajah",
        HIDDEN_HAND,
        "Talent (also before its base scores): discard an action for +2 power this turn.",
        "Talent (aussi avant la Conquête de sa Base) : défaussez une Action pour +2 de Force "
        "ce tour-ci.",
    ),
    (
        "aladdin/street-rat",
        ONE_SHOT,
        "Plays an action from a rival's discard pile.",
        "Joue une Action de la défausse d'un adversaire.",
    ),
    (
        "aladdin/the-lamp",
        NO_EFFECT,
        "Fetches Genie; goes under your deck.",
        "Va chercher Genie ; va sous votre pioche.",
    ),
    (
        "aladdin/wish",
        ONE_SHOT,
        "With Genie in play: two extra cards, +5 power to a character this turn, or draw four.",
        "Avec Genie en jeu : deux cartes supplémentaires, +5 de Force à un personnage ce "
        "tour-ci, ou piochez quatre cartes.",
    ),
    # --- beauty and the beast ---
    (
        "beauty-and-the-beast/be-our-guest",
        NO_EFFECT,
        "Base modifier; talent: draw if you discarded this turn.",
        "Modificateur de Base ; Talent : piochez si vous avez défaussé ce tour-ci.",
    ),
    (
        "beauty-and-the-beast/beast",
        ONE_SHOT,
        "+1 counters on itself and Belle if she is here; talent: discard for a +1 counter.",
        "Des marqueurs +1 sur elle et sur Belle si elle est ici ; Talent : défaussez pour un "
        "marqueur +1.",
    ),
    (
        "beauty-and-the-beast/belle",
        NO_EFFECT,
        "May draw three if Beast is here; talent: draw or discard.",
        "Peut piocher trois cartes si Beast est ici ; Talent : piochez ou défaussez.",
    ),
    (
        "beauty-and-the-beast/cogsworth",
        NO_EFFECT,
        "Talent: discard for an extra action.",
        "Talent : défaussez pour une Action supplémentaire.",
    ),
    (
        "beauty-and-the-beast/discover-the-library",
        NO_EFFECT,
        "Draw two, discard one; playable when discarded.",
        "Piochez deux cartes, défaussez-en une ; jouable quand défaussée.",
    ),
    (
        "beauty-and-the-beast/ever-a-surprise",
        NO_EFFECT,
        "Shuffles two characters of your discard pile into your deck; playable when discarded.",
        "Remélange deux personnages de votre défausse dans votre pioche ; jouable quand défaussée.",
    ),
    (
        "beauty-and-the-beast/lumiere",
        ONE_SHOT,
        "Talent: discard for a small extra character here.",
        "Talent : défaussez pour un petit personnage supplémentaire ici.",
    ),
    (
        "beauty-and-the-beast/mrs-potts-and-chip",
        NO_EFFECT,
        "Talent: discard to draw.",
        "Talent : défaussez pour piocher.",
    ),
    (
        "beauty-and-the-beast/petals-of-the-rose",
        NO_EFFECT,
        "Base modifier: after you discard, reorder the top two cards of your deck.",
        "Modificateur de Base : après une défausse, réordonnez les deux premières cartes de votre "
        "pioche.",
    ),
    (
        "beauty-and-the-beast/this-provincial-town",
        ONE_SHOT,
        "A small extra character; may discard for a +1 counter on it.",
        "Un petit personnage supplémentaire ; peut défausser pour un marqueur +1 sur lui.",
    ),
    # --- big hero 6 ---
    (
        "big-hero-6/control-mask",
        ONE_SHOT,
        "Character modifier: fetches a Microbot Swarm; talent: plays or moves Microbot Swarms.",
        "Modificateur de personnage : va chercher un Microbot Swarm ; Talent : joue ou déplace "
        "des Microbot Swarms.",
    ),
    (
        "big-hero-6/control-the-swarm",
        ONE_SHOT,
        "+1 counters on your characters without one, or moves your counters.",
        "Des marqueurs +1 sur vos personnages qui n'en ont pas, ou déplace vos marqueurs.",
    ),
    (
        "big-hero-6/fred-frederickson-iv",
        FRED_EARLIER,
        "Talent: draw; with counters, another character here has -2 power until your next turn.",
        "Talent : piochez ; avec des marqueurs, un autre personnage ici a -2 de Force jusqu'à "
        "votre prochain tour.",
    ),
    (
        "big-hero-6/go-go-tomago",
        ONE_SHOT,
        "Talent: moves, with another of yours if it has counters.",
        "Talent : se déplace, avec un autre des vôtres si elle a des marqueurs.",
    ),
    (
        "big-hero-6/hiro-hamada",
        ONE_SHOT,
        "Talent: a +1 counter on a character here, or moves counters.",
        "Talent : un marqueur +1 sur un personnage ici, ou déplace des marqueurs.",
    ),
    (
        "big-hero-6/honey-lemon",
        ONE_SHOT,
        "Talent: destroys a modifier here, or an extra action if it has counters.",
        "Talent : détruit un modificateur ici, ou une Action supplémentaire si elle a des "
        "marqueurs.",
    ),
    (
        "big-hero-6/microbot-maker",
        ONE_SHOT,
        "Base modifier: +1 counters on your characters here; talent: one more.",
        "Modificateur de Base : des marqueurs +1 sur vos personnages ici ; Talent : un de plus.",
    ),
    (
        "big-hero-6/microbot-swarm",
        ONE_SHOT,
        "Takes a Microbot Swarm from your discard pile; talent: a +1 counter on itself.",
        "Reprend un Microbot Swarm de votre défausse ; Talent : un marqueur +1 sur elle.",
    ),
    (
        "big-hero-6/new-student",
        ONE_SHOT,
        "A small extra character with a +1 counter.",
        "Un petit personnage supplémentaire avec un marqueur +1.",
    ),
    (
        "big-hero-6/team-effort",
        NO_EFFECT,
        "Draw a card per character of yours with counters on one base.",
        "Piochez une carte par personnage à vous avec des marqueurs sur une Base.",
    ),
    (
        "big-hero-6/upgrades",
        ONE_SHOT,
        "Two +1 counters on your characters; an extra action.",
        "Deux marqueurs +1 sur vos personnages ; une Action supplémentaire.",
    ),
    (
        "big-hero-6/version-20",
        ONE_SHOT,
        "Your characters with counters on one base get +2 power this turn.",
        "Vos personnages avec des marqueurs sur une Base gagnent +2 de Force ce tour-ci.",
    ),
    (
        "big-hero-6/wasabi",
        ONE_SHOT,
        "Talent: +1 power this turn, or +1 per counter (up to +5).",
        "Talent : +1 de Force ce tour-ci, ou +1 par marqueur (jusqu'à +5).",
    ),
    # --- frozen ---
    (
        "frozen/act-of-true-love",
        ONE_SHOT,
        "Destroys one of your characters to replay another from your discard pile.",
        "Détruit un de vos personnages pour en rejouer un autre de votre défausse.",
    ),
    (
        "frozen/big-summer-blowout",
        NO_EFFECT,
        "Discard to take a character back from your discard pile.",
        "Défaussez pour reprendre un personnage de votre défausse.",
    ),
    (
        "frozen/do-you-want-to-build-a-snowman",
        ONE_SHOT,
        "Plays Olaf, Marshmallow or a Snowgie from your discard pile.",
        "Joue Olaf, Marshmallow ou un Snowgie depuis votre défausse.",
    ),
    (
        "frozen/elsa",
        ONE_SHOT,
        "Talent: plays Olaf or a Snowgie, or takes back Marshmallow.",
        "Talent : joue Olaf ou un Snowgie, ou reprend Marshmallow.",
    ),
    (
        "frozen/frozen-port",
        HISTORY,
        "Base modifier: rivals may not play their first character of a turn here if they could "
        "elsewhere.",
        "Modificateur de Base : les adversaires ne peuvent pas jouer ici leur premier personnage "
        "du tour s'ils le peuvent ailleurs.",
    ),
    (
        "frozen/hans-westergaard",
        NO_EFFECT,
        "Each player shuffles a character of their hand into their deck.",
        "Chaque joueur remélange un personnage de sa main dans sa pioche.",
    ),
    (
        "frozen/let-it-go",
        NO_EFFECT,
        "Draws one of the top three cards of your deck.",
        "Pioche une des trois premières cartes de votre pioche.",
    ),
    (
        "frozen/olaf",
        NO_EFFECT,
        "Talent: sorts the top two cards of your deck.",
        "Talent : trie les deux premières cartes de votre pioche.",
    ),
    (
        "frozen/reindeers-are-better-than-people",
        ONE_SHOT,
        "Fetches a character; plays it if small.",
        "Va chercher un personnage ; le joue s'il est petit.",
    ),
    (
        "frozen/snowgie",
        ONE_SHOT,
        "A +1 counter on itself if one of your characters here has 5 power or more.",
        "Un marqueur +1 sur elle si un de vos personnages ici a 5 de Force ou plus.",
    ),
    (
        "frozen/sven",
        ONE_SHOT,
        "Talent: moves one of your characters here, or fetches Kristoff.",
        "Talent : déplace ici un de vos personnages, ou va chercher Kristoff.",
    ),
    # --- mulan ---
    (
        "mulan/avalanche",
        ONE_SHOT,
        "Discard to shuffle the small characters of a base into their decks.",
        "Défaussez pour remélanger les petits personnages d'une Base dans leurs pioches.",
    ),
    (
        "mulan/be-a-man",
        ONE_SHOT,
        "Base modifier; talent: +1 counters on up to two characters here.",
        "Modificateur de Base ; Talent : des marqueurs +1 sur jusqu'à deux personnages ici.",
    ),
    (
        "mulan/call-up-new-recruits",
        ONE_SHOT,
        "One more character (power 4 or less), or two cards drawn.",
        "Un personnage supplémentaire de Force 4 ou moins, ou piochez deux cartes.",
    ),
    (
        "mulan/chien-po",
        HISTORY,
        "Until your next turn your characters here ignore rivals' cards; draws on its first "
        "counter each turn.",
        "Jusqu'à votre prochain tour vos personnages ici ignorent les cartes adverses ; pioche à "
        "son premier marqueur de chaque tour.",
    ),
    (
        "mulan/cri-kee",
        ONE_SHOT,
        "A small extra character if you have another character here.",
        "Un petit personnage supplémentaire si vous avez un autre personnage ici.",
    ),
    (
        "mulan/dragon-cannon",
        ONE_SHOT,
        "A character with 3 power or less is destroyed.",
        "Détruit un personnage de Force 3 ou moins.",
    ),
    (
        "mulan/group-training",
        ONE_SHOT,
        "A +1 counter on each of your characters.",
        "Un marqueur +1 sur chacun de vos personnages.",
    ),
    (
        "mulan/li-shang",
        ONE_SHOT,
        "Talent: a +1 counter on another character here.",
        "Talent : un marqueur +1 sur un autre personnage ici.",
    ),
    (
        "mulan/ling",
        ONE_SHOT,
        "May play a small extra character here; draws on its first counter each turn.",
        "Peut jouer ici un petit personnage supplémentaire ; pioche à son premier marqueur de "
        "chaque tour.",
    ),
    (
        "mulan/mulan",
        NO_EFFECT,
        "Talent: an extra action or a draw if it got a counter this turn.",
        "Talent : une Action supplémentaire ou une pioche si elle a reçu un marqueur ce tour-ci.",
    ),
    (
        "mulan/mushu",
        ONE_SHOT,
        "May put a +1 counter on another character here.",
        "Peut poser un marqueur +1 sur un autre personnage ici.",
    ),
    (
        "mulan/prepare-to-fight",
        ONE_SHOT,
        "Two +1 counters on a character; draw.",
        "Deux marqueurs +1 sur un personnage ; piochez.",
    ),
    (
        "mulan/yao",
        ONE_SHOT,
        "May destroy a character of power 2 or less here; draws on its first counter each turn.",
        "Peut détruire ici un personnage de Force 2 ou moins ; pioche à son premier marqueur "
        "de chaque tour.",
    ),
    # --- the lion king ---
    (
        "the-lion-king/circle-of-life",
        HIDDEN_HAND,
        "On your character: after it goes to the discard pile, may play a small character from "
        "hand or discard pile.",
        "Sur votre personnage : après son passage à la défausse, peut jouer un petit personnage "
        "de la main ou de la défausse.",
    ),
    (
        "the-lion-king/hakuna-matata",
        NO_EFFECT,
        "Draw two; may take back Timon and Pumbaa.",
        "Piochez deux cartes ; peut reprendre Timon and Pumbaa.",
    ),
    (
        "the-lion-king/hyenas-den",
        HIDDEN_DECK,
        "Base modifier; talent: +2 power to one of yours here this turn; may move after a base "
        "scores (Mufasa in your discard pile).",
        "Modificateur de Base ; Talent : +2 de Force à un des vôtres ici ce tour-ci ; peut "
        "partir après une Conquête (Mufasa dans votre défausse).",
    ),
    (
        "the-lion-king/just-cant-wait-to-be-king",
        ONE_SHOT,
        "Two +1 counters on one of your characters (four with Mufasa in your discard pile).",
        "Deux marqueurs +1 sur un de vos personnages (quatre avec Mufasa dans votre défausse).",
    ),
    (
        "the-lion-king/lion-cub",
        NO_EFFECT,
        "After it goes from play to the discard pile, may fetch a character.",
        "Après être passée du jeu à la défausse, peut aller chercher un personnage.",
    ),
    (
        "the-lion-king/rafiki",
        NO_EFFECT,
        "Talent: takes back a small character from your discard pile.",
        "Talent : reprend un petit personnage de votre défausse.",
    ),
    (
        "the-lion-king/scar",
        ONE_SHOT,
        "Destroys a rival character of power 5 or less, or one of yours to draw.",
        "Détruit un personnage adverse de Force 5 ou moins, ou un des vôtres pour piocher.",
    ),
    (
        "the-lion-king/the-hyenas",
        ONE_SHOT,
        "Destroys a character of power 3 or less; more with Mufasa in your discard pile.",
        "Détruit un personnage de Force 3 ou moins ; davantage avec Mufasa dans votre défausse.",
    ),
    (
        "the-lion-king/timon-and-pumbaa",
        NO_EFFECT,
        "Talent: puts a card of your discard pile under your deck.",
        "Talent : place une carte de votre défausse sous votre pioche.",
    ),
    (
        "the-lion-king/wildebeest-stampede",
        ONE_SHOT,
        "Destroys one of your characters to play one from your deck.",
        "Détruit un de vos personnages pour en jouer un de votre pioche.",
    ),
    (
        "the-lion-king/zazu",
        ONE_SHOT,
        "Talent: +2 power to another of yours here this turn, or draw.",
        "Talent : +2 de Force à un autre des vôtres ici ce tour-ci, ou piochez.",
    ),
    # --- the nightmare before christmas ---
    (
        "the-nightmare-before-christmas/dr-finkelstein",
        ONE_SHOT,
        "Talent: moves a character modifier.",
        "Talent : déplace un modificateur de personnage.",
    ),
    (
        "the-nightmare-before-christmas/halloween-town-folks",
        NO_EFFECT,
        "Draws a character modifier from the top three cards of your deck.",
        "Pioche un modificateur de personnage parmi les trois premières cartes de votre pioche.",
    ),
    (
        "the-nightmare-before-christmas/jack-olantern-in-the-box",
        NO_EFFECT,
        "Character modifier: changes how many cards its controller may draw.",
        "Modificateur de personnage : change combien de cartes son contrôleur peut piocher.",
    ),
    (
        "the-nightmare-before-christmas/lock-shock-barrel",
        HIDDEN_HAND,
        "Before its base scores: may play a character modifier from hand on a character here.",
        "Avant la Conquête de sa Base : peut jouer un modificateur de personnage de la main sur "
        "un personnage ici.",
    ),
    (
        "the-nightmare-before-christmas/sally",
        ONE_SHOT,
        "Talent: one more action, which must be a character modifier.",
        "Talent : joue un modificateur de personnage en Action supplémentaire.",
    ),
    (
        "the-nightmare-before-christmas/winter-surprise",
        ONE_SHOT,
        "Plays a character modifier from your discard pile.",
        "Joue un modificateur de personnage de votre défausse.",
    ),
    # --- wreck-it ralph ---
    (
        "wreck-it-ralph/cy-bug-infestation",
        ONE_SHOT,
        "Base modifier; talent: destroys the base, every player moves their cards elsewhere.",
        "Modificateur de Base ; Talent : détruit la Base, chaque joueur déplace ses cartes "
        "ailleurs.",
    ),
    (
        "wreck-it-ralph/fix-it-felix-jr",
        ONE_SHOT,
        "Takes back a base modifier; talent: one here goes on top of its owner's deck.",
        "Reprend un modificateur de Base ; Talent : un d'ici va sur la pioche de son propriétaire.",
    ),
    (
        "wreck-it-ralph/kart-bakery",
        NO_EFFECT,
        "Base modifier; talent: draw if you have a character here.",
        "Modificateur de Base ; Talent : piochez si vous avez un personnage ici.",
    ),
    (
        "wreck-it-ralph/mints-eruption",
        ONE_SHOT,
        "Swaps a base with one of the base discard pile; cards stay.",
        "Échange une Base avec une de la défausse des Bases ; les cartes restent.",
    ),
    (
        "wreck-it-ralph/research-lab-beacon",
        ONE_SHOT,
        "Base modifier; talent: moves all characters of a named faction here; destroyed with "
        "four characters here after its play or talent (after another card's move: by hand).",
        "Modificateur de Base ; Talent : amène ici tous les personnages d'une faction nommée ; "
        "détruit avec quatre personnages ici après son jeu ou son Talent (après le déplacement "
        "d'une autre carte : à la main).",
    ),
    (
        "wreck-it-ralph/sergeant-calhoun",
        ONE_SHOT,
        "Talent: with your base modifier here, your other characters here get +1 power this turn.",
        "Talent : avec votre modificateur de Base ici, vos autres personnages ici gagnent +1 de "
        "Force ce tour-ci.",
    ),
    (
        "wreck-it-ralph/sugar-rush",
        ONE_SHOT,
        "Base modifier; talent: moves up to two of yours to or from here, +1 power each this turn.",
        "Modificateur de Base ; Talent : déplace jusqu'à deux des vôtres vers ou depuis ici, +1 "
        "de Force chacun ce tour-ci.",
    ),
    (
        "wreck-it-ralph/vanellope-von-schweetz",
        ONE_SHOT,
        "Talent: moves and gets a +1 counter.",
        "Talent : se déplace et reçoit un marqueur +1.",
    ),
    (
        "wreck-it-ralph/wreck-it-ralph",
        ONE_SHOT,
        "Talent: a base modifier here, or destroys one here.",
        "Talent : un modificateur de Base ici, ou en détruit un ici.",
    ),
]

# --- hooks ---------------------------------------------------------------------------------------


def _not_destroyed(name: str) -> tuple[str, str]:
    """The reason a protection gives, naming the card that protects (the session 25 review:
    Anna's said only "cannot be destroyed by other players' cards")."""
    return (
        f"{name}: cannot be destroyed by other players' cards",
        f"{name} : ne peut pas être détruite par les cartes des autres joueurs",
    )


def _is_modifier(card) -> bool:
    """A character modifier: an action attached to a character."""
    return card.type == ACTION and card.attached_to is not None


def _caps_shield_aura(game, base, card, target_base, target) -> int:
    on_cap = game.attached(base, card)
    if on_cap is None or on_cap.key != "avengers/captain-america":
        return 0
    return 1 if is_minion(target) and target.controller == card.controller else 0


def _mjolnir(game, base, card, target_base, target) -> int:
    if not attached_to(card, target):
        return 0
    return 2 if target.key == "avengers/thor" else -2


def _arnim_zola(game, base, card) -> int:
    # Printed power: the catalog card's power (a typed character has its typed power).
    return sum(1 for c in minions(base, card.controller) if c is not card and c.power <= 2)


def _portent_of_doom(game, scoring, base, card, standings) -> None:
    if any(s.player == card.controller and s.power >= 1 for s in standings):
        game.gain_vp(card.controller, 1, base, why(card))


def _baron_zemo(game, scoring, base, card, standings) -> None:
    if scoring is not base:
        return
    game.gain_vp(card.controller, 1, base, why(card))
    game.place_in_deck(base, card, card.controller, why(card))


def _black_mamba(game, base, card) -> int:
    return game.vp.get(card.controller, 0) // 4


def _shield_agent(game, base, card) -> int:
    return 1 if any(c is not card for c in minions(base, card.controller)) else 0


def _cancel(game, base, card) -> bool:
    return True


def _spider_verse_bond(game, base, card, target_base, target) -> int:
    if not attached_to(card, target):
        return 0
    return sum(1 for c in minions(base, card.controller) if c is not target)


def _others_protected(game, base, card, target_base, target, what, by, effect):
    # Anna: the controller's other characters here.
    if target is card:
        return None
    return own_minions_protected("destroy", _not_destroyed("Anna"))(
        game, base, card, target_base, target, what, by, effect
    )


def _shan_yu(game, window, scoring, card, player, choose):
    def weak_enough(target) -> bool:
        mine = [game.power(scoring, c) for c in minions(scoring, player)]
        return any(game.power(scoring, target) <= power for power in mine)

    target, reason = scoring_target(window, "before_scoring", scoring, choose, weak_enough)
    if reason:
        return reason
    game.destroy(scoring, target, player, why(card))
    return None


def _monster_garland(game, base, card, target_base, target) -> int:
    if not attached_to(card, target):
        return 0
    return 3 if target.controller == card.controller else -2


def _sandy_claws(game, base, card, target_base, target) -> int:
    if not attached_to(card, target):
        return 0
    return sum(
        1
        for b in game.bases
        for c in b.cards
        if _is_modifier(c) and c.controller == card.controller
    )


def _mayor(game, base, card, target_base, target) -> int:
    controls = any(_is_modifier(c) and c.controller == card.controller for c in base.cards)
    if controls and is_minion(target) and target.controller == card.controller:
        return 1
    return 0


def _widows_bite(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    for target in minions(scoring):
        if target.controller != player:
            game.boost(scoring, target, -1, why(card))
        elif target.key == "avengers/black-widow":
            game.boost(scoring, target, 2, why(card))
    return None


def _with_great_power(game, window, scoring, card, player, choose):
    if window == "before_scoring" and scoring is not None:
        target, reason = scoring_target(window, "before_scoring", scoring, choose)
        if reason:
            return reason
        game.boost(scoring, target, 2, why(card))
        return None
    if window != "now":
        return BEFORE_ONLY
    found = game.find(choose.card) if choose is not None else None
    if found is None or not is_minion(found[1]):
        return (
            "name a character in play (choose.card)",
            "nommez un personnage en jeu (choose.card)",
        )
    game.boost(found[0], found[1], 3, why(card))
    return None


def _play_weakened(game, scoring, card, played, player):
    """Plays `played` on the scoring base where `player` has a character, with -1 power."""
    if not minions(scoring, player):
        return (
            "you need a character on the scoring base",
            "il vous faut un personnage sur la Base conquise",
        )
    if game.find(played.id) is not None:
        return ("this card is already in play", "cette carte est déjà en jeu")
    reason = game.play_forbidden(scoring, played, player)
    if reason:
        return reason
    if game.play(played, scoring, player, why(card)):
        found = game.find(played.id)
        if found is not None:
            game.boost(found[0], found[1], -1, why(card))
    return None


def _miles_morales(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    return _play_weakened(game, scoring, card, card, player)


def _comes_great_responsibility(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    played = choose.play if choose is not None else None
    if played is None or not is_minion(played):
        return (
            "give the character it plays in 'choose': {'play': <minion>}",
            "indiquez le personnage joué dans 'choose' : {'play': <Créature>}",
        )
    return _play_weakened(game, scoring, card, played, player)


def _mover(ok=None, from_scoring=False, any_card=False):
    """A Special before a base scores moving one of the player's cards (choose.card) to another
    base (choose.to); `ok` limits the card, `from_scoring` takes it from the scoring base."""

    def special(game, window, scoring, card, player, choose):
        if window != "before_scoring" or scoring is None:
            return BEFORE_ONLY
        bases = [scoring] if from_scoring else list(game.bases)
        if any_card:
            mine = [
                (b, c)
                for b in bases
                for c in b.cards
                if choose is not None and c.id == choose.card and c.controller == player
            ]
            if not mine:
                return (
                    "name one of your cards on the scoring base (choose.card)",
                    "nommez une de vos cartes de la Base conquise (choose.card)",
                )
            found = mine[0]
        else:
            found, reason = own_minion_on(game, choose, player, bases, ok)
            if reason:
                return reason
        dst, reason = other_base(game, choose, found[0])
        if reason:
            return reason
        game.move(found[1], found[0], dst, player, why(card))
        return None

    return special


def _maria_hill(game, base, card, target_base, played, by, effect) -> None:
    if is_minion(played) and played is not card and by == card.controller:
        game.boost(base, card, 1, why(card))


def _move_the_goods(game, window, scoring, card, player, choose):
    if window not in ("now", "after_scoring"):
        return (
            "played now or after a base scores",
            "se joue maintenant ou après la Conquête d'une Base",
        )
    found = game.find(choose.card) if choose is not None else None
    if found is None or found[1].type != ACTION or found[1].attached_to is not None:
        return (
            "name a base modifier in play (choose.card)",
            "nommez un modificateur de Base en jeu (choose.card)",
        )
    dst, reason = other_base(game, choose, found[0])
    if reason:
        return reason
    game.move(found[1], found[0], dst, player, why(card))
    return None


def _baymax_protect(game, base, card, target_base, target, what, by, effect):
    if target is card:
        return None
    return own_minions_protected("affect", _NO_RIVAL_CARDS)(
        game, base, card, target_base, target, what, by, effect
    )


def _baymax_after(game, scoring, base, card, standings) -> None:
    # With power counters, another of its controller's characters here moves away.
    others = [b for b in game.bases if b is not base]
    mine = [(base, c) for c in minions(base, card.controller) if c is not card]
    if card.counters <= 0 or not others or not mine:
        return
    what = (
        "move another of your characters from here (choose.card) to another base (choose.to)",
        "déplacer un autre de vos personnages d'ici (choose.card) sur une autre Base (choose.to)",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    found = game.chosen_card(choice, mine, E.A_MINION_OF_HERE(player=card.controller))
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE()) if found is not None else None
    if found is not None and dst is not None:
        game.move(found[1], base, dst, card.controller, why(card))


def _zero_power(game, base, card) -> int:
    controls = any(_is_modifier(c) and c.controller == card.controller for c in base.cards)
    return 3 if controls else 0


def _zero_after(game, scoring, base, card, standings) -> None:
    # Back to hand instead of the discard pile, and may be played on another base at once.
    others = [b for b in game.bases if b is not base]
    what = ("play this character on another base", "jouer ce personnage sur une autre Base")
    choice = game.ask_card(base, card, card.controller, what) if others else None
    if choice is None:
        return
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    if dst is not None and game.return_to_hand(base, card, card.controller, why(card)):
        fresh = card.evolve(counters=0, modifier=0, temp=0, controller=card.owner)
        game.play(fresh, dst, card.controller, why(card))


def _ghostly_presents(game, base, card, target_base, played, player, effect):
    minion = game.attached(base, card)
    if minion is None or minion.controller == card.controller or player != minion.controller:
        return None
    if is_minion(played) and played.power <= 3:
        return (
            "Ghostly Presents: no character of power 3 or less here for this player",
            "Ghostly Presents : pas de personnage de Force 3 ou moins ici pour ce joueur",
        )
    return None


_NO_RIVAL_CARDS = (
    "not affected by other players' cards",
    "n'est pas affectée par les cartes des autres joueurs",
)


def _world_domination(game, scoring, base, card, standings) -> None:
    # After its base scores it must move to another base.
    if scoring is base:
        must_move_elsewhere(game, base, card, "World Domination")


def _fanatical_devotion_aura(game, base, card, target_base, target) -> int:
    # "Your characters here each have +2 power if one or more of your characters have been
    # destroyed here this turn" (known when the run destroyed one; earlier: the reminder).
    mine = is_minion(target) and target.controller == card.controller
    return 2 if mine and in_the_run(game, "destroyed here", base.id, card.controller) else 0


def _fanatical_devotion_destroyed(game, base, card, target_base, target, by) -> None:
    if target_base is base and is_minion(target) and target.controller == card.controller:
        record_in_the_run(game, "destroyed here", base.id, card.controller)


def _actions_played(game, player) -> int:
    """The actions `player` played this turn so far: the board's plays_made (the active
    player's), then each card of a play event (and the extra card its choose played) the run
    has played."""
    count = game.board.plays_made[1] if player == game.active else 0
    for event in game.board.events:
        card = event.card
        if event.action != "play" or card is None or (event.by or card.controller) != player:
            continue
        for played in (card, (event.play_choose or {}).get("play")):
            if played is not None and played.type == ACTION and game.played_this_turn(played):
                count += 1
    return count


def _hydra_agent_destroyed(game, base, card, by) -> None:
    # Its printed effect: up to two extra characters of power 2 or less on that base; later
    # plays use them.
    if card.controller is not None and base in game.bases:
        game.grant_play(card.controller, MINION, 2, base, 2, why(card))


def _kree_sentry_aura(game, base, card, target_base, target) -> int:
    # "+2 power if you have played two or more actions this turn" (plays_made and the run's).
    if target is not card or card.controller is None:
        return 0
    return 2 if _actions_played(game, card.controller) >= 2 else 0


MARVEL_MODELLED = [
    modelled(
        "hydra/hydra-agent",
        "When destroyed, you may play up to two extra characters of power 2 or less here (later "
        "play events use them).",
        "Détruite, vous pouvez jouer ici jusqu'à deux personnages supplémentaires de Force 2 "
        "ou moins (les événements de jeu suivants les utilisent).",
        box=MARVEL_BOX,
        on_destroyed=_hydra_agent_destroyed,
    ),
    modelled(
        "kree/kree-sentry",
        "+2 power if you played two actions or more this turn (the board's plays_made and the "
        "actions the run plays).",
        "+2 de Force si vous avez joué au moins deux Actions ce tour-ci (plays_made du "
        "plateau et les Actions que la simulation joue).",
        box=MARVEL_BOX,
        aura=_kree_sentry_aura,
    ),
    # Issue 25, family 6: a character of yours destroyed here by the run is known.
    modelled(
        "hydra/fanatical-devotion",
        "Base modifier: your characters here have +2 power if one of yours was destroyed here "
        "this turn (known when the run destroyed it).",
        "Modificateur de Base : vos personnages ici ont +2 de Force si un des vôtres y a été "
        "détruit ce tour-ci (connu quand la simulation l'a détruit).",
        box=MARVEL_BOX,
        reminder=EARLIER_REMINDER[0],
        reminder_fr=EARLIER_REMINDER[1],
        aura=_fanatical_devotion_aura,
        on_other_destroyed=_fanatical_devotion_destroyed,
    ),
    modelled(
        "masters-of-evil/world-domination",
        "Base modifier (talent: +2 power to one of your characters here this turn, in the Play "
        "phase); after its base scores, moves to another base (choose.to).",
        "Modificateur de Base (Talent : +2 de Force à un de vos personnages ici ce tour-ci, "
        "pendant la phase de jeu) ; après la Conquête de sa Base, part sur une autre Base "
        "(choose.to).",
        box=MARVEL_BOX,
        after_scoring=_world_domination,
    ),
    modelled(
        "sinister-six/move-the-goods",
        "Moves a base modifier (choose.card) to another base (choose.to); may be played after a "
        "base scores.",
        "Déplace un modificateur de Base (choose.card) sur une autre Base (choose.to) ; peut se "
        "jouer après une Conquête.",
        box=MARVEL_BOX,
        special=_move_the_goods,
    ),
    modelled(
        "avengers/caps-shield",
        "Character modifier: your characters here ignore rivals' actions; on Captain America, "
        "they also have +1 power.",
        "Modificateur de personnage : vos personnages ici ignorent les Actions adverses ; sur "
        "Captain America, ils ont aussi +1 de Force.",
        box=MARVEL_BOX,
        protect=own_minions_protected("affect", None, kind="action"),
        aura=_caps_shield_aura,
    ),
    modelled(
        "avengers/mjolnir",
        "Character modifier: +2 power on Thor, -2 on anyone else.",
        "Modificateur de personnage : +2 de Force sur Thor, -2 sur tout autre.",
        box=MARVEL_BOX,
        aura=_mjolnir,
    ),
    modelled(
        "hydra/arnim-zola",
        "+1 power per other character of yours here with printed power 2 or less.",
        "+1 de Force par autre personnage à vous ici de Force imprimée 2 ou moins.",
        box=MARVEL_BOX,
        power=_arnim_zola,
    ),
    modelled(
        "kree/righteous-fury",
        "Character modifier: +3 power.",
        "Modificateur de personnage : +3 de Force.",
        box=MARVEL_BOX,
        aura=attached_aura(3),
    ),
    modelled(
        "masters-of-evil/a-portent-of-doom",
        "Base modifier on an empty base: 1 VP when it scores if you have power there.",
        "Modificateur de Base sur une Base vide : 1 PV à sa Conquête si vous y avez de la Force.",
        box=MARVEL_BOX,
        scoring_vp=_portent_of_doom,
    ),
    modelled(
        "masters-of-evil/ball-and-chain",
        "Character modifier: +2 power, cannot be destroyed by rivals' cards.",
        "Modificateur de personnage : +2 de Force, indestructible par les cartes adverses.",
        box=MARVEL_BOX,
        aura=attached_aura(2),
        protect=attached_protected("destroy", _not_destroyed("Ball and Chain")),
    ),
    modelled(
        "masters-of-evil/baron-zemo",
        "After its base scores: 1 VP, then goes under its owner's deck.",
        "Après la Conquête de sa Base : 1 PV, puis va sous la pioche de son propriétaire.",
        box=MARVEL_BOX,
        after_scoring=_baron_zemo,
    ),
    modelled(
        "masters-of-evil/black-mamba",
        "+1 power per 4 VP you have.",
        "+1 de Force par tranche de 4 PV que vous avez.",
        box=MARVEL_BOX,
        power=_black_mamba,
    ),
    modelled(
        "masters-of-evil/indestructible-form",
        "Base modifier: your characters here cannot be destroyed by rivals' cards.",
        "Modificateur de Base : vos personnages ici sont indestructibles par les cartes adverses.",
        box=MARVEL_BOX,
        protect=own_minions_protected("destroy", _not_destroyed("Indestructible Form")),
    ),
    modelled(
        "shield/shield-agent",
        "+1 power while another of your characters is here.",
        "+1 de Force tant qu'un autre de vos personnages est ici.",
        box=MARVEL_BOX,
        power=_shield_agent,
    ),
    modelled(
        "sinister-six/cover-the-exits",
        "Base modifier: your characters here have +1 power (after it scores, two of them may go "
        "into the deck instead of the discard pile: no effect on the outcome).",
        "Modificateur de Base : vos personnages ici ont +1 de Force (après la Conquête, deux "
        "d'entre eux peuvent aller dans la pioche au lieu de la défausse : sans effet sur le "
        "résultat).",
        box=MARVEL_BOX,
        aura=own_minions_aura(1),
    ),
    modelled(
        "sinister-six/electro",
        "Its base's breakpoint is 2 lower.",
        "Le seuil de sa Base est inférieur de 2.",
        box=MARVEL_BOX,
        breakpoint=breakpoint_change(-2),
    ),
    modelled(
        "sinister-six/witness-our-superiority",
        "Base modifier that cancels the abilities of its base.",
        "Modificateur de Base : les capacités de la Base sont annulées.",
        box=MARVEL_BOX,
        cancel_base=_cancel,
    ),
    modelled(
        "avengers/widows-bite",
        "Special before a base scores: rivals' characters there get -1 power this turn, your "
        "Black Widow there +2 (a rival's Black Widow only -1).",
        "Spéciale avant une Conquête : les personnages adverses là-bas ont -1 de Force ce "
        "tour-ci, votre Black Widow là-bas +2 (celle d'un adversaire seulement -1).",
        box=MARVEL_BOX,
        special=_widows_bite,
    ),
    modelled(
        "spider-verse/with-great-power",
        "+3 power to a character this turn (choose.card); as a Special before a base scores, +2 "
        "to a character there.",
        "+3 de Force à un personnage ce tour-ci (choose.card) ; en Spéciale avant une "
        "Conquête, +2 à un personnage là-bas.",
        box=MARVEL_BOX,
        special=_with_great_power,
    ),
    modelled(
        "spider-verse/miles-morales",
        "Special before a base where you have a character scores: played there with -1 power "
        "this turn.",
        "Spéciale avant la Conquête d'une Base où vous avez un personnage : y est jouée avec -1 "
        "de Force ce tour-ci.",
        box=MARVEL_BOX,
        special=_miles_morales,
    ),
    modelled(
        "spider-verse/comes-great-responsibility",
        "An extra character; as a Special before a base where you have one scores, the "
        "character (choose.play) is played there with -1 power this turn.",
        "Un personnage supplémentaire ; en Spéciale avant la Conquête d'une Base où vous en "
        "avez un, le personnage (choose.play) y est joué avec -1 de Force ce tour-ci.",
        box=MARVEL_BOX,
        special=_comes_great_responsibility,
        special_plays="minion",
    ),
    modelled(
        "ultimates/scramble",
        "Moves one of your characters; as a Special before a base scores (choose.card, choose.to).",
        "Déplace un de vos personnages ; en Spéciale avant une Conquête (choose.card, choose.to).",
        box=MARVEL_BOX,
        special=_mover(),
    ),
    modelled(
        "avengers/repulsor-boots",
        "Moves one of your characters; as a Special before a base scores, moves Iron Man "
        "(choose.card, choose.to).",
        "Déplace un de vos personnages ; en Spéciale avant une Conquête, déplace Iron Man "
        "(choose.card, choose.to).",
        box=MARVEL_BOX,
        special=_mover(ok=lambda c: c.key == "avengers/iron-man"),
    ),
    modelled(
        "shield/maria-hill",
        "+1 power this turn after you play another character here.",
        "+1 de Force ce tour-ci après que vous jouez un autre personnage ici.",
        box=MARVEL_BOX,
        on_other_played=_maria_hill,
    ),
    modelled(
        "spider-verse/spider-man-2099",
        "Cannot be destroyed by rivals' cards.",
        "Indestructible par les cartes adverses.",
        box=MARVEL_BOX,
        protect=self_protected("destroy", _not_destroyed("Spider-Man 2099")),
    ),
    modelled(
        "spider-verse/spider-verse-bond",
        "Character modifier: +1 power per other character of yours here.",
        "Modificateur de personnage : +1 de Force par autre personnage à vous ici.",
        box=MARVEL_BOX,
        aura=_spider_verse_bond,
    ),
]


def _mufasa_counters(game, base, card) -> None:
    """Mufasa went from play to the discard pile: up to four +1 counters on its controller's
    characters in play (choose.order: their ids, one per counter)."""
    player = card.controller
    what = (
        "place up to four +1 counters on your characters (choose.order)",
        "poser jusqu'à quatre marqueurs +1 sur vos personnages (choose.order)",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    for card_id in choice.order[:4]:
        found = game.find(card_id)
        if found is not None and is_minion(found[1]) and found[1].controller == player:
            game.add_counters(found[0], found[1], 1, why(card))


def _mufasa_to_discard(game, card) -> None:
    # Mufasa went to its owner's discard pile in this run: The Hyenas, Zazu, Simba and He Lives
    # in You read that fact (in_the_run), whether or not one of them was in play to see it go.
    if card.owner is not None:
        record_in_the_run(game, "in discard", "the-lion-king/mufasa", card.owner)


def _mufasa_destroyed(game, base, card, by) -> None:
    # A base that sends destroyed minions elsewhere, or a card sending it to the hand (Fast as
    # Lightning), keeps it out of the discard pile.
    ability = base.ability
    elsewhere = ability is not None and ability.destroy_destination
    if not elsewhere and card.uid not in game.to_hand_instead:
        _mufasa_to_discard(game, card)
    _mufasa_counters(game, base, card)


def _mufasa_left_in_discard(game, scoring, card, discarded) -> None:
    # Discarded with its scored base, or discarded from play by an effect.
    if card.uid not in game.to_hand_instead:
        _mufasa_to_discard(game, card)


def _mufasa_discarded(game, scoring, base, card, standings) -> None:
    # Discarded with its scored base (step 7): the counters are placed now, at step 5.
    if scoring is base:
        _mufasa_counters(game, base, card)


def _yokai_aura(game, base, card, target_base, target) -> int:
    return -1 if is_minion(target) and target.counters <= 0 else 0


def _yokai_after(game, scoring, base, card, standings) -> None:
    # May move one +1 counter from each of its controller's characters here to other characters
    # (choose.order: the receiving ids, in the order of those characters on the board).
    if scoring is not base:
        return
    sources = [c for c in minions(base, card.controller) if c.counters > 0]
    if not sources:
        return
    what = (
        "move a +1 counter from each of your characters here to other characters (choose.order)",
        "déplacer un marqueur +1 de chacun de vos personnages d'ici vers d'autres personnages "
        "(choose.order)",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    for source, target_id in zip(sources, choice.order, strict=False):
        found = game.find(target_id)
        if found is None or found[1] is source or not is_minion(found[1]):
            continue
        game.add_counters(base, source, -1, why(card))
        game.add_counters(found[0], found[1], 1, why(card))


def _jack_skellington(game, base, card, played, player, effect) -> None:
    # "After you play a character modifier, you may place a +1 power counter on a character,
    # OR you may draw a card": an accepted choice naming a character (choose.card) takes the
    # counter; without a card named, the draw (outside the board).
    if played.type != ACTION or player != card.controller or card not in base.cards:
        return
    found = game.find(played.id) if played.id is not None else None
    if found is None or found[1].attached_to is None:
        return
    what = (
        "place a +1 power counter on a character (choose.card), or draw",
        "placer un marqueur +1 sur un personnage (choose.card), ou piocher",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    if choice.card is None:
        game.log_card(
            base,
            card,
            (
                f"{card.controller} draws a card (hands are not on the board)",
                f"{card.controller} pioche une carte (les mains ne sont pas sur le plateau)",
            ),
        )
        return
    target = game.chosen_card(choice, minions_everywhere(game), E.A_MINION_IN_PLAY())
    if target is not None:
        game.add_counters(target[0], target[1], 1, why(card), card.controller)


def _sugar_rush_racer(game, base, card, played, player, effect) -> None:
    # After its controller plays a base modifier (an action played on a base), it MAY move to
    # that base, or from it to another base (choose.to) when it is there, to gain +1 power
    # until the end of the turn.
    if played.type != ACTION or player != card.controller or card not in base.cards:
        return
    found = game.find(played.id) if played.id is not None else None
    if found is None or found[1].attached_to is not None:
        return
    what = (
        "move Sugar Rush Racer to or from that base for +1 power",
        "déplacer Sugar Rush Racer vers ou depuis cette Base pour +1 de Force",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    if base is not found[0]:
        dst = found[0]
    else:
        others = [b for b in game.bases if b is not base]
        dst = pick_base(game, base, card, card.controller, choice, others, E.ANOTHER_BASE())
    if dst is None or not game.move(card, base, dst, card.controller, why(card)):
        return
    now = game.find(card.id) if card.id is not None else None
    if now is not None:
        game.boost(now[0], now[1], 1, why(card))


def _in_your_discard(name_key: str):
    """A power hook: +2 while a card with `name_key` is in its controller's discard pile, as
    far as the run knows (Simba: Mufasa; Nala: Lion Cub)."""

    def power(game, base, card) -> int:
        return 2 if in_the_run(game, "in discard", name_key, card.controller) else 0

    return power


def _he_lives_in_you(game, base, card, target_base, target) -> int:
    # "Your characters here each have +1 power. If Mufasa is in your discard pile, they have +2
    # power instead" (the +1 is certain; the +2 when the run put Mufasa there).
    if not is_minion(target) or target.controller != card.controller:
        return 0
    return 2 if in_the_run(game, "in discard", "the-lion-king/mufasa", card.controller) else 1


DISNEY_MODELLED = [
    modelled(
        "the-lion-king/he-lives-in-you",
        "Base modifier: your characters here have +1 power (+2 with Mufasa in your discard pile, "
        "known when the run put it there).",
        "Modificateur de Base : vos personnages ici ont +1 de Force (+2 avec Mufasa dans "
        "votre défausse, connu quand la simulation l'y a mis).",
        box=DISNEY_BOX,
        reminder="If Mufasa was already in your discard pile, give your characters here +1 "
        "more as a power modifier; what the engine's run does is counted.",
        reminder_fr="Si Mufasa était déjà dans votre défausse, donnez +1 de plus à vos "
        "personnages ici comme modificateur de Force ; ce que fait la simulation est compté.",
        aura=_he_lives_in_you,
        **to_discard_in_the_run("the-lion-king/mufasa"),
    ),
    # Issue 25, family 6: "if Mufasa / a Lion Cub is in your discard pile" is known when the
    # run put it there; before that, the reminder asks for a modifier.
    modelled(
        "the-lion-king/simba",
        "+2 power while Mufasa is in your discard pile (known when the run put it there); may "
        "go back into your deck from the discard pile.",
        "+2 de Force tant que Mufasa est dans votre défausse (connu quand la simulation l'y "
        "a mis) ; peut retourner dans votre pioche depuis la défausse.",
        box=DISNEY_BOX,
        reminder=EARLIER_REMINDER[0],
        reminder_fr=EARLIER_REMINDER[1],
        power=_in_your_discard("the-lion-king/mufasa"),
        **to_discard_in_the_run("the-lion-king/mufasa"),
    ),
    modelled(
        "the-lion-king/nala",
        "+2 power while a Lion Cub is in your discard pile (known when the run put one there).",
        "+2 de Force tant qu'un Lion Cub est dans votre défausse (connu quand la simulation "
        "l'y a mis).",
        box=DISNEY_BOX,
        reminder=EARLIER_REMINDER[0],
        reminder_fr=EARLIER_REMINDER[1],
        power=_in_your_discard("the-lion-king/lion-cub"),
        **to_discard_in_the_run("the-lion-king/lion-cub"),
    ),
    # Issue 25, family 4: a Special played during the Conquest phase (after a discard from hand,
    # which the event asserts) and an Ongoing reaction to the plays the engine runs.
    modelled(
        "beauty-and-the-beast/break-the-curse",
        "Your characters on a base get +1 power this turn (choose.to); Special: playable after "
        "you discard it from hand.",
        "Vos personnages d'une Base gagnent +1 de Force ce tour-ci (choose.to) ; Spécial : "
        "jouable après l'avoir défaussée de votre main.",
        box=DISNEY_BOX,
        special=special_boost_yours_on_a_base(1),
    ),
    modelled(
        "beauty-and-the-beast/enchanted-objects",
        "Special: after you discard it from hand, played as an extra character (choose.to); one "
        "Enchanted Objects ability per turn.",
        "Spécial : après l'avoir défaussée de votre main, jouée en personnage supplémentaire "
        "(choose.to) ; une capacité d'Enchanted Objects par tour.",
        box=DISNEY_BOX,
        special=special_plays_itself(
            (
                "only one Enchanted Objects ability per turn",
                "une seule capacité d'Enchanted Objects par tour",
            )
        ),
    ),
    modelled(
        "the-nightmare-before-christmas/jack-skellington",
        "After you play a character modifier, may place a +1 counter on a character (a choice "
        "of the card: card) or draw; takes back a character modifier when played.",
        "Après un modificateur de personnage joué, peut placer un marqueur +1 sur un personnage "
        "(un choix de la carte : card) ou piocher ; reprend un modificateur de personnage en "
        "jeu.",
        box=DISNEY_BOX,
        play_scope="everywhere",
        **after_card_played(_jack_skellington),
    ),
    modelled(
        "wreck-it-ralph/sugar-rush-racer",
        "After you play a base modifier, may move to or from that base for +1 power this turn (a "
        "choice of the card; choose.to when leaving).",
        "Après un modificateur de Base joué, peut s'y rendre ou le quitter pour +1 de Force "
        "ce tour-ci (un choix de la carte ; choose.to pour le quitter).",
        box=DISNEY_BOX,
        play_scope="everywhere",
        **after_card_played(_sugar_rush_racer),
    ),
    modelled(
        "big-hero-6/yokai",
        "Base modifier: characters here without counters have -1 power; after it scores, may "
        "move a counter from each of your characters there to other characters (choose.order).",
        "Modificateur de Base : les personnages ici sans marqueur ont -1 de Force ; après la "
        "Conquête, peut déplacer un marqueur de chacun de vos personnages là-bas vers d'autres "
        "personnages (choose.order).",
        box=DISNEY_BOX,
        aura=_yokai_aura,
        after_scoring=_yokai_after,
    ),
    modelled(
        "the-lion-king/mufasa",
        "After it goes from play to the discard pile (destroyed, or with its scored base), may "
        "place up to four +1 counters on your characters (choose.order).",
        "Après être passée du jeu à la défausse (détruite, ou avec sa Base conquise), peut "
        "poser jusqu'à quatre marqueurs +1 sur vos personnages (choose.order).",
        box=DISNEY_BOX,
        on_destroyed=_mufasa_destroyed,
        on_discarded=_mufasa_left_in_discard,
        after_scoring=_mufasa_discarded,
    ),
    modelled(
        "big-hero-6/baymax",
        "Your other characters here ignore rivals' cards; after its base scores, with counters, "
        "may move another of yours away (a choice of the card).",
        "Vos autres personnages ici ignorent les cartes adverses ; après la Conquête de sa Base, "
        "avec des marqueurs, peut déplacer ailleurs un autre des vôtres (un choix de la carte).",
        box=DISNEY_BOX,
        protect=_baymax_protect,
        after_scoring=_baymax_after,
    ),
    modelled(
        "the-nightmare-before-christmas/zero",
        "+3 power while you control a character modifier here; after its base scores, returns "
        "to hand and may be played on another base (a choice of the card, choose.to).",
        "+3 de Force tant que vous contrôlez un modificateur de personnage ici ; après la "
        "Conquête, revient en main et peut être jouée sur une autre Base (un choix de la carte, "
        "choose.to).",
        box=DISNEY_BOX,
        power=_zero_power,
        after_scoring=_zero_after,
    ),
    modelled(
        "the-nightmare-before-christmas/ghostly-presents",
        "Character modifier: on a rival's character, its controller cannot play characters of "
        "power 3 or less here (on yours: destroyed for a small extra character, in the Play "
        "phase).",
        "Modificateur de personnage : sur un personnage adverse, son contrôleur ne peut pas "
        "jouer ici de personnage de Force 3 ou moins (sur le vôtre : détruit pour un petit "
        "personnage supplémentaire, pendant la phase de jeu).",
        box=DISNEY_BOX,
        forbid_play=_ghostly_presents,
    ),
    modelled(
        "wreck-it-ralph/escape-pod",
        "Moves up to two of your cards between bases; as a Special before a base scores, one of "
        "your cards there (choose.card) goes to another base (choose.to).",
        "Déplace jusqu'à deux de vos cartes entre Bases ; en Spéciale avant une Conquête, une "
        "de vos cartes là-bas (choose.card) va sur une autre Base (choose.to).",
        box=DISNEY_BOX,
        special=_mover(from_scoring=True, any_card=True),
    ),
    modelled(
        "frozen/anna",
        "Your other characters here cannot be destroyed by rivals' cards (fetching Elsa or "
        "Kristoff acts in the Play phase).",
        "Vos autres personnages ici sont indestructibles par les cartes adverses (aller "
        "chercher Elsa ou Kristoff se fait pendant la phase de jeu).",
        box=DISNEY_BOX,
        protect=_others_protected,
    ),
    modelled(
        "frozen/kristoff",
        "+2 power while Anna or Sven is here (its talent acts in the Play phase).",
        "+2 de Force tant qu'Anna ou Sven est ici (son Talent agit pendant la phase de jeu).",
        box=DISNEY_BOX,
        power=bonus_with(("frozen/anna", "frozen/sven"), 2),
    ),
    modelled(
        "frozen/lock-the-gates",
        "Base modifier: your characters here cannot be destroyed by rivals' cards (its talent "
        "looks at your deck).",
        "Modificateur de Base : vos personnages ici sont indestructibles par les cartes "
        "adverses (son Talent regarde votre pioche).",
        box=DISNEY_BOX,
        protect=own_minions_protected("destroy", _not_destroyed("Lock the Gates")),
    ),
    modelled(
        "frozen/marshmallow",
        "+2 power while Elsa is here.",
        "+2 de Force tant qu'Elsa est ici.",
        box=DISNEY_BOX,
        power=bonus_with(("frozen/elsa",), 2),
    ),
    modelled(
        "mulan/family-sword",
        "Character modifier: +3 power.",
        "Modificateur de personnage : +3 de Force.",
        box=DISNEY_BOX,
        aura=attached_aura(3),
    ),
    modelled(
        "mulan/shan-yu",
        "Special before a base scores: destroys a character there (choose.card) no stronger "
        "than one of yours there.",
        "Spéciale avant une Conquête : détruit là-bas un personnage (choose.card) pas plus fort "
        "qu'un des vôtres là-bas.",
        box=DISNEY_BOX,
        special=_shan_yu,
    ),
    modelled(
        "beauty-and-the-beast/gaston",
        "Base modifier: breakpoint +5 (discarding two cards to destroy it is done in the Play "
        "phase: a scripted destroy).",
        "Modificateur de Base : seuil +5 (défausser deux cartes pour le détruire se fait "
        "pendant la phase de jeu : une destruction scriptée).",
        box=DISNEY_BOX,
        breakpoint=breakpoint_change(5),
    ),
    modelled(
        "the-nightmare-before-christmas/monster-garland",
        "Character modifier: +3 power on your character, -2 on a rival's.",
        "Modificateur de personnage : +3 de Force sur votre personnage, -2 sur un adverse.",
        box=DISNEY_BOX,
        aura=_monster_garland,
    ),
    modelled(
        "the-nightmare-before-christmas/sandy-claws-costume",
        "Character modifier: +1 power per character modifier you control (after the base "
        "scores, the character goes to hand instead of the discard pile: no effect on the "
        "outcome).",
        "Modificateur de personnage : +1 de Force par modificateur de personnage que vous "
        "contrôlez (après la Conquête, le personnage va en main au lieu de la défausse : sans "
        "effet sur le résultat).",
        box=DISNEY_BOX,
        aura=_sandy_claws,
    ),
    modelled(
        "the-nightmare-before-christmas/the-mayor-of-halloween-town",
        "Your characters here have +1 power while you control a character modifier here.",
        "Vos personnages ici ont +1 de Force tant que vous contrôlez un modificateur de "
        "personnage ici.",
        box=DISNEY_BOX,
        aura=_mayor,
    ),
]


# Sinister Six: "the breakpoint here is 19 or less".
_MONSTERS = (MINION, MONSTER)
_LOW_BREAKPOINT = 19


def _breakpoint_here(game, base) -> int:
    # The base's current breakpoint, with the uncontrolled monsters' power read here rather than
    # through the totals (which would ask this card's power again).
    monsters = sum(
        game.power(base, c) for c in base.cards if c.controller is None and c.type in _MONSTERS
    )
    return game.breakpoint(base, monsters)


@guarded(0)
def _sandman(game, base, card) -> int:
    return 2 if _breakpoint_here(game, base) <= _LOW_BREAKPOINT else 0


_NO_RIVAL_SPECIALS = (
    "its ban on other players' Specials while its base scores (no hook stops the use of a "
    "Special): type only the Specials that may be played",
    "son interdiction des Spéciales adverses pendant la Conquête de sa Base (aucun crochet "
    "n'empêche l'usage d'une Spéciale) : saisissez seulement les Spéciales permises",
)


def _incite_panic_before(game, scoring, base, card) -> None:
    if scoring is base and _breakpoint_here(game, base) <= _LOW_BREAKPOINT:
        game.note_card_not_simulated(base, card, _NO_RIVAL_SPECIALS)


_WRECK_IT_TALENT = (
    "its Talent's cancellation of the base's abilities (the board does not say whether the "
    "Talent was used): type the base without its ability if it was",
    "l'annulation des capacités de la Base par son Talent (le plateau ne dit pas si le Talent a "
    "été utilisé) : saisissez la Base sans capacité s'il l'a été",
)


def _wreck_it_before(game, scoring, base, card) -> None:
    if scoring is base and base.spec.ability is not None:
        game.note_card_not_simulated(base, card, _WRECK_IT_TALENT)


MARVEL_MODELLED.extend(
    (
        modelled(
            "sinister-six/incite-panic",
            "Base modifier: rivals' characters here have -1 power; no rival Specials here while "
            "it scores (breakpoint 19 or less: listed as not simulated).",
            "Modificateur de Base : les personnages adverses ici ont -1 de Force ; pas de "
            "Spéciale adverse pendant sa Conquête (seuil de 19 ou moins : signalé comme non "
            "simulé).",
            box=MARVEL_BOX,
            aura=rivals_aura(-1),
            before_scoring=_incite_panic_before,
        ),
        modelled(
            "sinister-six/sandman",
            "+2 power while its base's breakpoint is 19 or less.",
            "+2 de Force tant que le seuil de sa Base est de 19 ou moins.",
            box=MARVEL_BOX,
            power=_sandman,
        ),
    )
)


def king_candy_chosen(game, card) -> int | None:
    """The uid of the minion King Candy's Talent chose this run (plays/disney_second_half.py),
    or None."""
    return game.lasting_data.get(("king candy", card.uid))


def _king_candy_aura(game, base, card, target_base, target) -> int:
    # The chosen character (at its base) gains nothing from its +1 power counters.
    if target.counters and is_minion(target) and target.uid == king_candy_chosen(game, card):
        return -target.counters
    return 0


def _king_candy_cancels(game, base, card, target_base, target) -> bool:
    # The character modifiers on the chosen character lose their abilities.
    chosen = king_candy_chosen(game, card)
    if chosen is None or target.type != ACTION or target.attached_to is None:
        return False
    minion = game.attached(target_base, target)
    return minion is not None and minion.uid == chosen


def _borrowed_back_at_end_of_turn(game, base, card) -> None:
    """An end_of_turn hook of a lasting effect (Christmas Will Be Ours!, whose play filed the
    action it played, owned by another player, in game.lasting_data[card.uid]): that action
    returns to its owner's hand as the turn ends, from play or from the discard pile it went to
    once resolved (the box is beyond the board)."""
    if not lasting(base, card):
        return
    action = game.lasting_data.get(card.uid)
    if action is None:
        return
    # Christmas Will Be Ours! acts: the hand the action goes to is in the answer.
    with game.acting(source=card, source_type=ACTION, controller=card.controller):
        found = game.find(action.id)
        if found is not None and found[1].uid == action.uid:
            game.return_to_hand(found[0], found[1], card.controller, why(card))
        elif not game.in_a_hand(action):
            game.to_hand(action)
            game.log(
                M.CARD_ACTS,
                None,
                card=card.label(),
                text=(
                    f"{action.label()} goes back from its owner's discard pile to "
                    f"{action.owner}'s hand as the turn ends",
                    f"{action.label()} retourne de la défausse de son propriétaire dans la main "
                    f"de {action.owner} à la fin du tour",
                ),
            )


DISNEY_MODELLED.append(
    modelled(
        "the-nightmare-before-christmas/christmas-will-be-ours",
        "Plays an action from a rival's hand or yours (choose.play); a rival's action goes back "
        "to its owner's hand at the end of the turn.",
        "Joue une Action de la main d'un adversaire ou de la vôtre (choose.play) ; l'Action d'un "
        "adversaire retourne dans la main de son propriétaire à la fin du tour.",
        box=DISNEY_BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        end_of_turn=_borrowed_back_at_end_of_turn,
    )
)
DISNEY_MODELLED.append(
    modelled(
        "wreck-it-ralph/king-candy",
        "Base modifier; its Talent (choose.card) chooses a character here: its character "
        "modifiers' abilities are cancelled and its power counters add nothing to its power "
        "(this run; until your next turn: the next board types it).",
        "Modificateur de Base ; son Talent (choose.card) choisit un personnage ici : les "
        "capacités de ses modificateurs de personnage sont annulées et ses marqueurs n'ajoutent "
        "rien à sa Force (dans cette simulation ; jusqu'à votre prochain tour : le plateau "
        "suivant le saisit).",
        box=DISNEY_BOX,
        aura=_king_candy_aura,
        cancels=_king_candy_cancels,
    )
)
DISNEY_MODELLED.append(
    modelled(
        "wreck-it-ralph/im-gonna-wreck-it",
        "Base modifier: breakpoint -3; its Talent (the base's abilities cancelled until your "
        "next turn) is listed as not simulated.",
        "Modificateur de Base : seuil -3 ; son Talent (capacités de la Base annulées jusqu'à "
        "votre prochain tour) est signalé comme non simulé.",
        box=DISNEY_BOX,
        breakpoint=breakpoint_change(-3),
        before_scoring=_wreck_it_before,
    )
)

register(
    *rows(MARVEL_BOX, MARVEL),
    *MARVEL_MODELLED,
    *rows(DISNEY_BOX, DISNEY),
    *DISNEY_MODELLED,
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "spider-verse/webbed-up",
        "Character modifier: -2 power and its abilities are cancelled.",
        "Modificateur de personnage : -2 de Force et ses capacités sont annulées.",
        box=MARVEL_BOX,
        aura=attached_aura(-2),
        cancels=cancels_attached,
    )
)


def _zombie_duck_toy(game, scoring, base, card, standing) -> int:
    # When its base scores, its character's controller gets 1 VP more if it is this card's
    # controller, else 1 VP less.
    character = game.attached(base, card)
    if character is None or standing.player != character.controller:
        return 0
    return 1 if character.controller == card.controller else -1


register(
    modelled(
        "the-nightmare-before-christmas/zombie-duck-toy",
        "Character modifier: when the base scores, its character's controller gains 1 VP more if "
        "it is you, else 1 VP less.",
        "Modificateur de personnage : à la Conquête, le contrôleur du personnage gagne 1 PV de "
        "plus si c'est vous, sinon 1 PV de moins.",
        box=DISNEY_BOX,
        award_vp=_zombie_duck_toy,
    )
)

register(
    modelled(
        "ultimates/america-chavez",
        "+1 power this turn after another character moves to or from its base.",
        "+1 de Force ce tour-ci après qu'un autre personnage arrive sur sa Base ou la quitte.",
        box=MARVEL_BOX,
        on_other_moved=plus_one_after_a_move_here_or_away,
    ),
    modelled(
        "ultimates/blue-marvel",
        "+1 power this turn after it moves.",
        "+1 de Force ce tour-ci après un déplacement.",
        box=MARVEL_BOX,
        on_moved=plus_one_after_moved,
    ),
)


def _supreme_intelligence(game, base, card, played, player) -> None:
    # After its controller plays an action, another of their characters (minions) gets +1 until
    # the end of the turn: a mandatory pick (choose.card, else the first one, assumed).
    if played.type != ACTION or player != card.controller or card not in base.cards:
        return
    others = [(b, c) for b, c in minions_everywhere(game, player) if c.uid != card.uid]
    found = pick(
        game, base, card, player, game.card_choice(card, player), others, E.ONE_OF_YOUR_MINIONS()
    )
    if found is not None:
        game.boost(found[0], found[1], 1, why(card))


def _supreme_intelligence_played(game, base, card, target_base, played, by, effect) -> None:
    _supreme_intelligence(game, base, card, played, played.controller)


def _supreme_intelligence_special(
    game, base, card, played, player, window, scoring, effect
) -> None:
    _supreme_intelligence(game, base, card, played, player)


register(
    modelled(
        "kree/supreme-intelligence",
        "After each action you play (in the Play phase, or as a Special during the Conquest "
        "phase), another of your characters gets +1 power this turn (choose.card; else the "
        "first one, assumed).",
        "Après chacune de vos Actions (jouée pendant la phase Jouer des cartes, ou en Spéciale "
        "pendant la phase de Conquête), un autre de vos personnages gagne +1 de Force ce "
        "tour-ci (choose.card ; sinon le premier, supposé).",
        box=MARVEL_BOX,
        play_scope="everywhere",
        on_other_played=_supreme_intelligence_played,
        on_special=_supreme_intelligence_special,
    ),
)


# --- spider-verse: reacting to cards played with a Special (issue 15) ---------------------------


def _has_special(game, card) -> bool:
    """Whether this card has a Special: its catalog record says so (the card lookup's
    "special" fact, read from the printed text, whether or not the engine models that
    Special), or its entry plays one from hand or uses one in a scoring window."""
    if game.printed_fact(card, "special"):
        return True
    ability = card.ability
    return ability is not None and (ability.special is not None or ability.window_special)


def _spider_man_played(game, base, card, target_base, played, by, effect) -> None:
    # A scripted play of one of its controller's cards that has a Special: +1 this turn.
    if played.controller == card.controller and _has_special(game, played) and card in base.cards:
        game.boost(base, card, 1, why(card))


def _spider_man_special(game, base, card, played, player, window, scoring, effect) -> None:
    # A card played from hand for its Special (not one already in play) has a Special.
    if player == card.controller and not effect.special_in_play and card in base.cards:
        game.boost(base, card, 1, why(card))


def _oogie_boogie_aura(game, base, card, target_base, target) -> int:
    # Its character has 0 power: minus whatever power it has without this card (asked once,
    # with this aura left out of that reading).
    if not attached_to(card, target):
        return 0
    busy = game.lasting_data.setdefault("oogie-boogie", set())
    if card.uid in busy:
        return 0
    busy.add(card.uid)
    try:
        power = game.power(target_base, target)
    finally:
        busy.discard(card.uid)
    return -power


def _oogie_boogie_check(game, base, card) -> None:
    # Destroyed when another character here has 5 power or more.
    if card not in base.cards:
        return
    character = game.attached(base, card)
    for other in base.cards:
        if is_minion(other) and other is not character and game.power(base, other) >= 5:
            game.destroy(base, card, card.controller, why(card))
            return


def _oogie_boogie_powered(game, base, card, target_base, target, amount, how, effect) -> None:
    if target_base is base:
        _oogie_boogie_check(game, base, card)


def _oogie_boogie_played(game, base, card, target_base, played, by, effect) -> None:
    _oogie_boogie_check(game, base, card)


def _oogie_boogie_moved(game, base, card, target_base, target, src, by, effect) -> None:
    if target_base is base:
        _oogie_boogie_check(game, base, card)


register(
    modelled(
        "spider-verse/spider-man",
        "+1 power this turn after you play a card with a Special (a Special from hand, or a "
        "scripted play of a card the catalog says is printed with a Special, or whose Special "
        "the engine knows).",
        "+1 de Force ce tour-ci après que vous jouez une carte avec une capacité Spéciale "
        "(un Spécial depuis la main, ou un jeu scripté d'une carte imprimée avec un Spécial "
        "selon le catalogue, ou dont le moteur connaît le Spécial).",
        box=MARVEL_BOX,
        play_scope="everywhere",
        on_other_played=_spider_man_played,
        on_special=_spider_man_special,
    ),
    modelled(
        "the-nightmare-before-christmas/oogie-boogie",
        "Character modifier: may move it; it has 0 power and no abilities; gone if another "
        "character here reaches 5 power.",
        "Modificateur de personnage : peut le déplacer ; il a 0 de Force et plus de capacités "
        "; part si un autre personnage ici atteint 5.",
        box=DISNEY_BOX,
        reminder="Its move is made when it is played: type it as a move event.",
        reminder_fr="Son déplacement se fait quand elle est jouée : saisissez-le comme événement "
        "move.",
        aura=_oogie_boogie_aura,
        cancels=cancels_attached,
        on_powered=_oogie_boogie_powered,
        on_other_played=_oogie_boogie_played,
        on_other_moved=_oogie_boogie_moved,
    ),
)
