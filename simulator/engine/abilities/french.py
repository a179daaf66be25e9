"""French versions of the registry's own notes (summary, reason, reminder, event_note,
destroy_destination), keyed by the English note.

These are translations of this project's terse paraphrases, not of the printed cards. Ability()
refuses an English note without a French version here, so the two cannot drift apart: change both.
A destroy_destination is read after "goes to" in English and "va" in French, so its French
version starts with its preposition.
"""

FRENCH: dict[str, str] = {
    # --- summaries ---------------------------------------------------------------------------
    "+1 power to a minion here per action on it (any player's).": (
        "+1 en Force à une Créature ici par Action posée sur elle (de n'importe quel joueur)."
    ),
    "Closed to actions played on the base (an action on a minion here is allowed).": (
        "Fermée aux Actions jouées sur la Base (une Action sur une Créature ici est permise)."
    ),
    "Minions of printed power 2 or less are played here only by a player with more power "
    "here than each other player (POD text, for both printings).": (
        "Seul un joueur ayant plus de Force ici que chaque autre joueur peut y jouer une "
        "Créature de Force imprimée 2 ou moins (texte POD, pour les deux impressions)."
    ),
    "No minion played here while one of the same name is here.": (
        "Aucune Créature jouée ici tant qu'une Créature du même nom s'y trouve."
    ),
    "One minion played here per player and turn (the run's first play here is allowed: "
    "plays before the run are not known).": (
        "Une Créature jouée ici par joueur et par tour (la première de la simulation ici est "
        "permise : les poses d'avant la simulation ne sont pas connues)."
    ),
    "+1 after a talent here.": "+1 après un Talent ici.",
    "+2 this turn for a card put back on the deck (type it).": (
        "+2 ce tour-ci pour une carte replacée sur la pioche (à saisir)."
    ),
    "A big minion played here may destroy a weaker one.": (
        "Une grosse Créature jouée ici peut en détruire une plus faible."
    ),
    "A counter after an action on a minion here.": (
        "Un marqueur après une Action sur une Créature ici."
    ),
    "A counter here after your second action of a turn.": (
        "Un marqueur ici après votre deuxième Action du tour."
    ),
    "A minion played here boosts its faction mates here this turn.": (
        "Une Créature jouée ici renforce ce tour-ci les Créatures de sa Faction ici."
    ),
    "A minion played here from outside the hand gets a counter.": (
        "Une Créature jouée ici sans venir de la main reçoit un marqueur."
    ),
    "A minion played here may duel; the loser is destroyed.": (
        "Une Créature jouée ici peut provoquer un duel ; la perdante est détruite."
    ),
    "A player who destroys minions anywhere may power up one of theirs here (once per effect).": (
        "Un joueur qui détruit des Créatures n'importe où peut renforcer une des siennes ici (une "
        "fois par effet)."
    ),
    "A player with 2+ minions here: those cannot die.": (
        "Un joueur qui a 2 Créatures ou plus ici : elles ne peuvent pas être détruites."
    ),
    "A standard action may affect one more minion here.": (
        "Une Action standard peut affecter une Créature de plus ici."
    ),
    "A talent can be used twice here.": "Un Talent peut être utilisé deux fois ici.",
    "Action played on this base (not on a minion here): its player has +3 here this turn.": (
        "Action jouée sur cette Base (pas sur une Créature ici) : son joueur a +3 ici ce tour-ci."
    ),
    "Actions let a minion here gain +2 this turn.": (
        "Les Actions donnent +2 ce tour-ci à une Créature ici."
    ),
    "Actions played here are shuffled back.": "Les Actions jouées ici retournent dans la pioche.",
    "After replacement: runner-up may send a minion to the new base.": (
        "Après le remplacement : le Deuxième peut envoyer une Créature sur la nouvelle Base."
    ),
    "After replacement: winner may put a deck minion on the new base.": (
        "Après le remplacement : le Vainqueur peut poser une Créature de sa pioche sur la "
        "nouvelle Base."
    ),
    "After scoring, coin flips for VP or discards.": (
        "Après la Conquête, pile ou face pour des PV ou des défausses."
    ),
    "After scoring, treasures or a VP for the players here.": (
        "Après la Conquête, des Trésors ou un PV pour les joueurs présents."
    ),
    "After scoring: non-winners may save a minion to another base.": (
        "Après la Conquête : les non-Vainqueurs peuvent sauver une Créature vers une autre Base."
    ),
    "After scoring: one more base from the deck top.": (
        "Après la Conquête : une Base de plus, prise sur le dessus de la pioche."
    ),
    "After scoring: top minion of each player here goes to its deck.": (
        "Après la Conquête : la meilleure Créature de chaque joueur ici retourne dans sa pioche."
    ),
    "After scoring: winner may kill one minion, anywhere.": (
        "Après la Conquête : le Vainqueur peut détruire une Créature, n'importe où."
    ),
    "After scoring: winner may play a card from their deck top.": (
        "Après la Conquête : le Vainqueur peut jouer une carte du dessus de sa pioche."
    ),
    "After scoring: winner may stack a discarded base on the deck (only one discarded "
    "earlier in the run: the board holds no base discard pile from before the turn).": (
        "Après la Conquête : le Vainqueur peut remettre une Base défaussée sur la pioche (une "
        "défaussée plus tôt dans la simulation seulement : le plateau ne donne pas la défausse "
        "des Bases d'avant le tour)."
    ),
    "After scoring: winner's minions in play get a counter each.": (
        "Après la Conquête : chaque Créature en jeu du Vainqueur reçoit un marqueur."
    ),
    "Arrange the treasure deck after a play here.": (
        "Réorganiser la pioche Trésor après avoir joué ici."
    ),
    "Arriving minion (play or move): +1 this turn.": (
        "Créature qui arrive (jouée ou déplacée) : +1 ce tour-ci."
    ),
    "Before scoring, another base (at random) is destroyed and replaced.": (
        "Avant la Conquête, une autre Base (au hasard) est détruite et remplacée."
    ),
    "Before scoring, the most powerful minion(s) here are destroyed.": (
        "Avant la Conquête, la ou les Créatures les plus puissantes ici sont détruites."
    ),
    "Before scoring: +1 to all minions here.": "Avant la Conquête : +1 à toutes les Créatures ici.",
    "Before scoring: a pair of equal minions of yours here, +2 each.": (
        "Avant la Conquête : deux de vos Créatures de même Force ici, +2 chacune."
    ),
    "Before scoring: everyone may bring one minion in.": (
        "Avant la Conquête : chacun peut amener une Créature ici."
    ),
    "Before scoring: from the player left of the active one, a minion off the deck top.": (
        "Avant la Conquête : à partir du joueur à gauche du joueur actif, une Créature du dessus "
        "de la pioche."
    ),
    "Before scoring: hand reveal, most actions may kill a minion here.": (
        "Avant la Conquête : mains révélées, qui a le plus d'Actions peut détruire une Créature "
        "ici."
    ),
    "Before scoring: lowest-power minion(s) here die.": (
        "Avant la Conquête : la ou les Créatures de plus faible Force ici sont détruites."
    ),
    "Before scoring: one card left per player here.": (
        "Avant la Conquête : il reste une carte par joueur ici."
    ),
    "Before scoring: one minion each may leave, gaining +1.": (
        "Avant la Conquête : une Créature par joueur peut partir, avec +1."
    ),
    "Before scoring: players present may add a minion here.": (
        "Avant la Conquête : les joueurs présents peuvent ajouter une Créature ici."
    ),
    "Before scoring: players present reveal; a minion on top joins here.": (
        "Avant la Conquête : les joueurs présents révèlent ; une Créature sur le dessus vient ici."
    ),
    "Before scoring: swapped for the deck's top base, which scores instead.": (
        "Avant la Conquête : échangée contre la Base du dessus de la pioche, décomptée à sa place."
    ),
    "Box a card from hand for a counter after a play here.": (
        "Retirer du jeu une carte de sa main contre un marqueur après avoir joué ici."
    ),
    "Breakpoint -1 per minion here.": "Résistance -1 par Créature ici.",
    "Breakpoint -2 per counter on this base (the base's 'counters').": (
        "Résistance -2 par marqueur sur cette Base (les 'counters' de la Base)."
    ),
    "Breakpoint -3 per action here.": "Résistance -3 par Action ici.",
    "Bury a card from hand here on your turn.": "Enterrer ici une carte de sa main à son tour.",
    "Once in your turn, a small minion of yours discarded elsewhere may be buried here.": (
        "Une fois pendant votre tour, une de vos petites Créatures défaussée ailleurs peut être "
        "enterrée ici."
    ),
    "Bury a small minion from the discard pile here.": (
        "Enterrer ici une petite Créature de la défausse."
    ),
    "Card draw after scoring for those present.": (
        "Pioche après la Conquête pour les joueurs présents."
    ),
    "Card draw for actions on minions here.": "Pioche pour les Actions sur les Créatures ici.",
    "Card draw for hitting opponents' minions here.": (
        "Pioche pour avoir touché les Créatures adverses ici."
    ),
    "Card draw for kills here.": "Pioche pour les destructions ici.",
    "Closed to minion plays.": "Fermée aux Créatures jouées.",
    "Coin flip for a counter after a play here.": (
        "Pile ou face pour un marqueur après avoir joué ici."
    ),
    "Countered minions here are indestructible.": (
        "Les Créatures ici portant des marqueurs sont indestructibles."
    ),
    "Cycle a card after a play here.": "Faire tourner une carte après avoir joué ici.",
    "Destroyed minions here go under their owner's deck.": (
        "Les Créatures détruites ici vont sous la pioche de leur propriétaire."
    ),
    "The turn's first minion that would die here goes under its owner's deck instead "
    "(the run's first counts as the turn's first); later ones are destroyed as usual.": (
        "La première Créature du tour qui serait détruite ici va sous la pioche de son "
        "propriétaire à la place (la première de la simulation compte comme celle du tour) ; "
        "les suivantes sont détruites normalement."
    ),
    "Destroyer of minions here: +1 VP (once per effect).": (
        "Qui détruit des Créatures ici : +1 PV (une fois par effet)."
    ),
    "Discard and draw after a play here.": "Défausser et piocher après avoir joué ici.",
    "Discard for an extra minion here.": "Défausser pour une Créature supplémentaire ici.",
    "Discard when playing elsewhere without a minion here.": (
        "Défausser en jouant ailleurs sans Créature ici."
    ),
    "Draw a treasure after a play here.": "Piocher un Trésor après avoir joué ici.",
    "Draw after a standard action on your minion here.": (
        "Piocher après une Action standard sur votre Créature ici."
    ),
    "Draw after boosting a minion here.": "Piocher après avoir renforcé une Créature ici.",
    "Draw after burying or playing an action here.": (
        "Piocher après avoir enterré ou joué une Action ici."
    ),
    "Draw after playing an action here.": "Piocher après avoir joué une Action ici.",
    "Draw when a minion here is destroyed.": "Piocher quand une Créature ici est détruite.",
    "Draw when your minion here leaves.": "Piocher quand votre Créature ici s'en va.",
    "Duel for cards after a play here.": "Duel pour des cartes après avoir joué ici.",
    "End-of-turn draw.": "Pioche en fin de tour.",
    "End-of-turn sacrifice to draw.": "Sacrifice en fin de tour pour piocher.",
    "Entering play: everyone may bring one minion in.": (
        "En entrant en jeu : chacun peut amener une Créature ici."
    ),
    "Everyone present: breakpoint starts at 0.": "Tout le monde présent : la Résistance part de 0.",
    "Extra action after one on your minion here.": (
        "Action supplémentaire après une Action sur votre Créature ici."
    ),
    "Extra action after playing one here.": "Action supplémentaire après en avoir joué une ici.",
    "Extra action after the first minion here.": (
        "Action supplémentaire après la première Créature ici."
    ),
    "Extra action or draw after the first minion here.": (
        "Action supplémentaire ou pioche après la première Créature ici."
    ),
    "Extra minion play here.": "Créature supplémentaire ici.",
    "Extra play after a minion here.": "Carte supplémentaire après une Créature ici.",
    "Extra play from the deck here.": "Carte supplémentaire depuis la pioche ici.",
    "Extra same-name minion play here.": "Créature supplémentaire du même nom ici.",
    "Breakpoint -2 per buried card here; a minion you destroy elsewhere may be buried here.": (
        "Résistance -2 par carte enterrée ici ; une Créature que vous détruisez ailleurs "
        "peut être enterrée ici."
    ),
    "Original Castle Blood.": "Castle Blood d'origine.",
    "the original printing's text is not in the data, and burying cards did not exist in "
    "Monster Smash: its ability is not the POD one": (
        "le texte de l'impression d'origine n'est pas dans les données, et enterrer des cartes "
        "n'existait pas dans Monster Smash : sa capacité n'est pas celle de la POD"
    ),
    "Destroy a weak minion after a play here; a minion you destroy here lends its power.": (
        "Détruire une Créature faible après un jeu ici ; une Créature que vous détruisez ici "
        "prête sa Force."
    ),
    "Extra small minion play after playing one here.": (
        "Petite Créature supplémentaire après en avoir joué une ici."
    ),
    "Extra small minion play here.": "Petite Créature supplémentaire ici.",
    "Extra small minion play; you may not move your minions away.": (
        "Petite Créature supplémentaire ; vous ne pouvez pas déplacer vos Créatures ailleurs."
    ),
    "First minion here each turn: optional counter.": (
        "Première Créature ici à chaque tour : marqueur facultatif."
    ),
    "First minion played here in a turn: +2 this turn (the run's first play here is taken "
    "as the turn's first).": (
        "Première Créature jouée ici dans un tour : +2 ce tour-ci (la première pose ici de la "
        "simulation est prise pour la première du tour)."
    ),
    "Give away a minion played here.": "Donner une Créature jouée ici.",
    "Give away a standard action to draw two.": (
        "Donner une Action standard pour piocher deux cartes."
    ),
    "Killing an opponent's minion here: +1 VP, once a turn.": (
        "Détruire une Créature adverse ici : +1 PV, une fois par tour."
    ),
    "Look at a deck after a play here.": "Regarder une pioche après avoir joué ici.",
    "Look at the top card after a play here.": (
        "Regarder la carte du dessus après avoir joué ici."
    ),
    "Madness for an extra action after a play here.": (
        "Démence contre une Action supplémentaire après avoir joué ici."
    ),
    "Minion killed here: its killer may power up one of theirs.": (
        "Créature détruite ici : qui l'a détruite peut renforcer une des siennes."
    ),
    "Minion lost here: its owner scores 1 VP (every time).": (
        "Créature perdue ici : son propriétaire marque 1 PV (à chaque fois)."
    ),
    "Minion lost here: its owner scores 1 VP (once a turn).": (
        "Créature perdue ici : son propriétaire marque 1 PV (une fois par tour)."
    ),
    "Minion moved in: +1 counter.": "Créature déplacée ici : +1 marqueur.",
    "Minion played here: +1 this turn to its controller's others here.": (
        "Créature jouée ici : +1 ce tour-ci aux autres Créatures de son contrôleur ici."
    ),
    "Minion played here: a counter on a differently named one of yours.": (
        "Créature jouée ici : un marqueur sur une de vos Créatures d'un autre nom."
    ),
    "Minion played here: a counter on each weaker one of yours here.": (
        "Créature jouée ici : un marqueur sur chacune de vos Créatures plus faibles ici."
    ),
    "Minion played here: its owner takes Madness.": (
        "Créature jouée ici : son propriétaire prend une carte Démence."
    ),
    "Minions here go back into decks after scoring.": (
        "Les Créatures ici retournent dans les pioches après la Conquête."
    ),
    "Minions here may return to decks after scoring.": (
        "Les Créatures ici peuvent retourner dans les pioches après la Conquête."
    ),
    "Minions here: +1 each.": "Créatures ici : +1 chacune.",
    "Minions here: -1 each.": "Créatures ici : -1 chacune.",
    "Move a minion here after a play here.": "Déplacer une Créature ici après avoir joué ici.",
    "Move a minion here after the first play here each turn.": (
        "Déplacer une Créature ici après la première carte jouée ici à chaque tour."
    ),
    "Moving a minion here drags another one along.": (
        "Déplacer une Créature ici en entraîne une autre."
    ),
    "No ability.": "Aucun effet.",
    "No titan clash here; +3 per titan to its controller.": (
        "Pas de Choc des Titans ici ; +3 par Titan pour son contrôleur."
    ),
    "Non-active players' minions here count 1 less.": (
        "Les Créatures des joueurs non actifs ici comptent 1 de moins."
    ),
    "Non-active players' minions here: +1.": "Créatures des joueurs non actifs ici : +1.",
    "On scoring, each player with exactly one minion here gets 1 VP (type the start-of-turn "
    "breakpoint cut in breakpoint_modifier).": (
        "Lors de la Conquête, chaque joueur ayant exactement une Créature ici gagne 1 PV (saisir "
        "la baisse de Résistance du début de tour dans breakpoint_modifier)."
    ),
    "Original Juice Bar.": "Juice Bar, impression originale.",
    "Original Mean Streets.": "The Mean Streets, impression originale.",
    "Original Munchkin base.": "Base Munchkin, impression originale.",
    "Own minions here with matching printed power: +1.": (
        "Vos Créatures ici de même Force imprimée : +1."
    ),
    "Play a monster after destroying one here.": "Jouer un Monstre après en avoir détruit un ici.",
    "Play an action from the deck on a minion here.": (
        "Jouer une Action de la pioche sur une Créature ici."
    ),
    "Playing a minion here costs a discard.": "Jouer une Créature ici coûte une défausse.",
    "Power 2 or less here: safe from everyone but the controller.": (
        "Force 2 ou moins ici : à l'abri de tous sauf de son contrôleur."
    ),
    "Protection: other players' cards cannot touch minions here.": (
        "Protection : les cartes des autres joueurs ne peuvent pas toucher les Créatures ici."
    ),
    "Protection: power 4+ minions here (current power, before the POD erratum), against "
    "others. Its move on your turn is not applied: type it as a move event.": (
        "Protection : Créatures de Force 4+ ici (Force actuelle, avant l'erratum POD), contre "
        "les autres joueurs. Son déplacement pendant votre tour n'est pas appliqué : "
        "saisissez-le comme un événement move."
    ),
    "Protection: power 5+ minions here (current power, before the POD erratum), against "
    "opponents.": (
        "Protection : Créatures de Force 5+ ici (Force actuelle, avant l'erratum POD), contre "
        "les adversaires."
    ),
    "Protection: printed power 4+ minions here, against others. Its move on your turn is "
    "not applied: type it as a move event.": (
        "Protection : Créatures de Force imprimée 4+ ici, contre les autres joueurs. Son "
        "déplacement pendant votre tour n'est pas appliqué : saisissez-le comme un événement "
        "move."
    ),
    "Protection: printed power 5+ minions here, against opponents.": (
        "Protection : Créatures de Force imprimée 5+ ici, contre les adversaires."
    ),
    "Pull another player's minion here after a play here.": (
        "Attirer ici la Créature d'un autre joueur après avoir joué ici."
    ),
    "Pull another player's minion here.": "Attirer ici la Créature d'un autre joueur.",
    "Push another player's minion away after a play here.": (
        "Repousser ailleurs la Créature d'un autre joueur après avoir joué ici."
    ),
    "Recover an action after a play here.": "Récupérer une Action après avoir joué ici.",
    "Recycle a discarded minion after a play here.": (
        "Recycler une Créature défaussée après avoir joué ici."
    ),
    "Recycle a minion after a play here.": "Recycler une Créature après avoir joué ici.",
    "Recycles a discarded card after a play here.": (
        "Recycle une carte défaussée après avoir joué ici."
    ),
    "Refuge: a minion dying elsewhere may come here.": (
        "Refuge : une Créature détruite ailleurs peut venir ici."
    ),
    "Reveal and maybe discard after a play here.": (
        "Révéler et peut-être défausser après avoir joué ici."
    ),
    "Reveal and maybe draw after a play here.": (
        "Révéler et peut-être piocher après avoir joué ici."
    ),
    "Runner-up draws on scoring.": "Le Deuxième pioche lors de la Conquête.",
    "Sacrifice here to draw.": "Sacrifice ici pour piocher.",
    "Scoring at 22+ total power: places 1-3 get +1 VP.": (
        "Conquête avec 22+ de Force au total : places 1 à 3, +1 PV."
    ),
    "Scoring: +1 VP per own minion here, for all.": (
        "Conquête : +1 PV par Créature à soi ici, pour tous."
    ),
    "Scoring: winner +1 VP per 5 power here.": (
        "Conquête : le Vainqueur gagne +1 PV par tranche de 5 de Force ici."
    ),
    "Scoring: winner +1 VP per player with no power here.": (
        "Conquête : le Vainqueur gagne +1 PV par joueur sans Force ici."
    ),
    "Search for a copy after a play here.": "Chercher un exemplaire après avoir joué ici.",
    "Shielded from opponents' minions here.": "À l'abri des Créatures adverses ici.",
    "Smash Up: Disney Edition base.": "Base de Smash Up : Disney Edition.",
    "Smash Up: Marvel base.": "Base de Smash Up : Marvel.",
    "Spend the action play to kill an undead monster here.": (
        "Utiliser son Action pour détruire un Monstre Mort-Vivant ici."
    ),
    "Standard actions may also affect a monster here.": (
        "Les Actions standard peuvent aussi affecter un Monstre ici."
    ),
    "Start-of-turn +1 to the minions here, until the turn ends.": (
        "Début de tour : +1 aux Créatures ici, jusqu'à la fin du tour."
    ),
    "Start-of-turn +5 to a lone minion (type it in modifier).": (
        "Début de tour : +5 à une Créature seule (à saisir dans modifier)."
    ),
    "Start-of-turn VP (already in the VP given).": "PV en début de tour (déjà dans les PV donnés).",
    "Start-of-turn action transfer.": "Transfert d'Action en début de tour.",
    "Start-of-turn counter for a discard.": "Marqueur en début de tour contre une défausse.",
    "Start-of-turn counter on a lone minion.": "Marqueur en début de tour sur une Créature seule.",
    "Start-of-turn draw.": "Pioche en début de tour.",
    "Start-of-turn minion move.": "Déplacement de Créature en début de tour.",
    "Start-of-turn move to here.": "Déplacement vers ici en début de tour.",
    "Start-of-turn move to or from here.": "Déplacement vers ou depuis ici en début de tour.",
    "Start-of-turn sacrifice for 1 VP.": "Sacrifice en début de tour pour 1 PV.",
    "Start-of-turn swap with the top card.": "Échange avec la carte du dessus en début de tour.",
    "Stasis counters after a play here.": "Marqueurs de stase après avoir joué ici.",
    "Steal a small card after a play here.": "Voler une petite carte après avoir joué ici.",
    "Swap a minion played here for the top card.": (
        "Échanger une Créature jouée ici contre la carte du dessus."
    ),
    "The first minion played here each turn gets a counter (the run's first play here is "
    "taken as the turn's first).": (
        "La première Créature jouée ici à chaque tour reçoit un marqueur +1 de Force (la "
        "première pose ici de la simulation est prise pour la première du tour)."
    ),
    "Your first minion played here in your turn has +2 until the turn ends (the run's first "
    "play here is taken as the turn's first).": (
        "Votre première Créature jouée ici pendant votre tour a +2 jusqu'à la fin du tour (la "
        "première jouée ici dans la simulation est prise pour la première du tour)."
    ),
    "Tutor a small minion after a play here.": (
        "Chercher une petite Créature après avoir joué ici."
    ),
    "Two or more of yours here: +2 each.": "Deux des vôtres ou plus ici : +2 chacune.",
    "Winner chooses the next base from the deck's top three.": (
        "Le Vainqueur choisit la prochaine Base parmi les trois du dessus de la pioche."
    ),
    "Winner draws on scoring.": "Le Vainqueur pioche lors de la Conquête.",
    "Winner filters cards on scoring.": "Le Vainqueur trie des cartes lors de la Conquête.",
    "Winner gets a bonus play next turn.": "Le Vainqueur a une carte en plus au prochain tour.",
    "Winner may add stasis after scoring.": (
        "Le Vainqueur peut ajouter de la stase après la Conquête."
    ),
    "Winner may save a minion to hand after scoring.": (
        "Le Vainqueur peut sauver une Créature dans sa main après la Conquête."
    ),
    "Winner may save a small minion to hand after scoring.": (
        "Le Vainqueur peut sauver une petite Créature dans sa main après la Conquête."
    ),
    "Winner plays again next.": "Le Vainqueur joue le tour suivant.",
    "Winner recovers an action after scoring.": (
        "Le Vainqueur récupère une Action après la Conquête."
    ),
    "Winner recovers their attached actions after scoring.": (
        "Le Vainqueur récupère ses Actions attachées après la Conquête."
    ),
    "Winner refreshes their hand after scoring.": (
        "Le Vainqueur renouvelle sa main après la Conquête."
    ),
    # --- reasons (not simulated) -------------------------------------------------------
    "coin flips are random: add the VP won to the players' vp": (
        "le pile ou face est aléatoire : ajoutez les PV gagnés aux vp des joueurs"
    ),
    "it depends on the players' hands, which are not tracked: script the destructions as "
    "before_scoring events": (
        "cela dépend des mains des joueurs, qui ne sont pas suivies : décrivez les destructions "
        "par des événements before_scoring"
    ),
    "the VP depend on the treasure cards in each player's hand, which are not tracked": (
        "les PV dépendent des cartes Trésor dans la main de chaque joueur, qui ne sont pas suivies"
    ),
    "the ability text is not in the data": "le texte de l'effet n'est pas dans les données",
    "the board does not say which minions were here when the turn began, and their +1 lasts "
    "through the Conquest phase: add it to each one's modifier": (
        "le plateau ne dit pas quelles Créatures étaient ici au début du tour, et leur +1 dure "
        "pendant la phase de Conquête : ajoutez-le au modifier de chacune"
    ),
    "the engine cannot tell which card is behind a power change or an effect, so the auras, "
    "power changes and abilities of other players' minions here still reach the minions here: "
    "take them out of the modifiers": (
        "le moteur ne sait pas quelle carte est à l'origine d'un changement de Force ou d'un "
        "effet : les auras, changements de Force et capacités des Créatures des autres joueurs "
        "ici atteignent encore les Créatures ici ; retirez-les par les modifier"
    ),
    "the original printing's ability differs from the POD one and its text is not in the data": (
        "l'effet de l'impression originale diffère de celui de la réimpression à la demande et "
        "son texte n'est pas dans les données"
    ),
    "the original printing's ability text is not in the data (the POD reprint was redesigned)": (
        "le texte de l'effet de l'impression originale n'est pas dans les données (la "
        "réimpression à la demande a été repensée)"
    ),
    # --- reminders (logged when the base scores) ---------------------------------------
    "minions here return into their owners' decks (decks are not tracked)": (
        "les Créatures ici retournent dans la pioche de leur propriétaire (les pioches ne sont "
        "pas suivies)"
    ),
    "one minion per player may go to its owner's deck (decks are not tracked)": (
        "une Créature par joueur peut aller dans la pioche de son propriétaire (les pioches ne "
        "sont pas suivies)"
    ),
    "players present: 1 card each (the hands given are not changed for it)": (
        "joueurs présents : 1 carte chacun (les mains données ne sont pas modifiées pour autant)"
    ),
    "runner-up: a card per winner's minion here (the hands given are not changed for it)": (
        "Deuxième : une carte par Créature du Vainqueur ici (les mains données ne sont pas "
        "modifiées pour autant)"
    ),
    "winner plays the next turn (the board's next active player is the winner)": (
        "le Vainqueur joue le tour suivant (le prochain joueur actif de la position est le "
        "Vainqueur)"
    ),
    "winner: +3 cards in hand (the hands given are not changed for it)": (
        "Vainqueur : +3 cartes en main (les mains données ne sont pas modifiées pour autant)"
    ),
    "winner: +3 cards, -2 cards (the hands given are not changed for it)": (
        "Vainqueur : +3 cartes, -2 cartes (les mains données ne sont pas modifiées pour autant)"
    ),
    "winner: 2 stasis counters on a card of theirs here (stasis is not tracked)": (
        "Vainqueur : 2 marqueurs de stase sur une de ses cartes ici (la stase n'est pas suivie)"
    ),
    "winner: an action back to hand (the hands given are not changed for it)": (
        "Vainqueur : une Action revient en main (les mains données ne sont pas modifiées pour "
        "autant)"
    ),
    "winner: attached actions back to hand (the hands given are not changed for it)": (
        "Vainqueur : les Actions attachées reviennent en main (les mains données ne sont pas "
        "modifiées pour autant)"
    ),
    "winner: new hand of 5 (the hands given are not changed for it)": (
        "Vainqueur : nouvelle main de 5 cartes (les mains données ne sont pas modifiées pour "
        "autant)"
    ),
    "winner: one bonus play next turn": "Vainqueur : une carte en plus au prochain tour",
    "winner: one minion (power 3 or less) here back to hand (the hands given are "
    "not changed for it)": (
        "Vainqueur : une Créature (Force 3 ou moins) d'ici revient en main (les mains données ne "
        "sont pas modifiées pour autant)"
    ),
    "winner: one minion here back to hand (the hands given are not changed for it)": (
        "Vainqueur : une Créature d'ici revient en main (les mains données ne sont pas "
        "modifiées pour autant)"
    ),
    "the actions here are shuffled into their owners' decks, not discarded (decks are not "
    "tracked)": (
        "les Actions ici sont mélangées dans la pioche de leur propriétaire au lieu d'être "
        "défaussées (les pioches ne sont pas suivies)"
    ),
    "each player with a minion here draws a card, unless one of their minions already left it "
    "this turn (the hands given are not changed for it)": (
        "chaque joueur qui a une Créature ici pioche une carte, sauf si une de ses Créatures l'a "
        "déjà quittée ce tour-ci (les mains données ne sont pas modifiées pour autant)"
    ),
    # --- event notes (why a scripted event does not trigger the ability) ---------------------
    "its optional Madness draw (2 cards) or discard (1 card, for an extra action) after a minion "
    "is played here is not applied: count it in madness": (
        "sa pioche facultative de cartes Démence (2 cartes) ou sa défausse (1 carte, contre une "
        "Action "
        "supplémentaire) après qu'une Créature est jouée ici n'est pas appliquée : comptez-la dans "
        "madness"
    ),
    "its coin flip after a minion is played here is random: if heads, put the +1 power counter "
    "on the played minion in the event": (
        "son pile ou face après qu'une Créature est jouée ici est aléatoire : si c'est face, "
        "placez le marqueur Force +1 sur la Créature jouée dans l'événement"
    ),
    "factions are not tracked, so its play trigger is not applied to scripted plays: put the +1 "
    "in the modifiers": (
        "les Factions ne sont pas suivies, son déclenchement à la pose n'est donc pas appliqué "
        "aux cartes jouées par événement : mettez le +1 dans les modifier"
    ),
    "its action trigger is not applied to scripted plays: add the counter in an event": (
        "son déclenchement par une Action n'est pas appliqué aux cartes jouées par événement : "
        "ajoutez le marqueur par un événement"
    ),
    "its action trigger is not applied to scripted plays: put the +2 in a minion's modifier": (
        "son déclenchement par une Action n'est pas appliqué aux cartes jouées par événement : "
        "mettez le +2 dans le modifier d'une Créature"
    ),
    "its move trigger is not applied to scripted moves: script the second move": (
        "son déclenchement au déplacement n'est pas appliqué aux déplacements par événement : "
        "décrivez le second déplacement"
    ),
    "the duel after a play is not applied to scripted plays: script the destruction": (
        "le duel après la pose n'est pas appliqué aux cartes jouées par événement : décrivez la "
        "destruction"
    ),
    "where a scripted card comes from is not known: add the counter in the event": (
        "la provenance d'une carte jouée par événement n'est pas connue : ajoutez le marqueur "
        "dans l'événement"
    ),
    # --- destroy destinations (French: with the preposition) -----------------------------------
    "the bottom of its owner's deck (Tar Pits)": "sous la pioche de son propriétaire (Tar Pits)",
    "the bottom of its owner's deck (Temple of Goju)": (
        "sous la pioche de son propriétaire (Temple of Goju)"
    ),
}


def french(text: str) -> str:
    """The French version of a registry note ("" for ""); KeyError names a missing one."""
    if not text:
        return ""
    try:
        return FRENCH[text]
    except KeyError:
        raise KeyError(f"no French version of the base-ability note {text!r}") from None
