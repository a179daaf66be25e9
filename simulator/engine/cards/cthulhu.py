"""The Obligatory Cthulhu Set cards: Elder Things, Innsmouth, Minions of Cthulhu, Miskatonic
University (both printings). Madness cards drawn during the Conquest phase go to Turn.madness,
as the Cthulhu bases do."""

from __future__ import annotations

from .common import is_minion, minions
from .effects import (
    AFFECTED,
    applied_by_the_engine,
    attached_aura,
    by_other,
    destroys_attached_at_end_of_turn,
    draw_madness,
    self_protected,
    why,
)
from .entries import HIDDEN_HAND, MADNESS_REMINDER, VP_REMINDER
from .registry import modelled, no_effect, not_simulated, one_shot, register
from .targets import NOT_BEFORE_SCORING, scoring_target

BOX = "The Obligatory Cthulhu Set"
ORIGINAL = "original"
POD = "pod"
WORDING = "wording only; same effect"
PLAY_PHASE = "both printings act only during the Play phase"

# --- elder things ------------------------------------------------------------------------------


def _dunwich_before(game, scoring, base, card) -> None:
    # POD: before this base scores, the minion's controller draws two Madness cards or
    # destroys it. Without a choice the controller keeps the minion (draws the Madness).
    if scoring is not base:
        return
    minion = game.attached(base, card)
    if minion is None:
        return
    player = minion.controller
    choice = game.card_choice(card, player)
    if choice is not None and choice.declined:
        game.destroy(
            base,
            minion,
            card.controller,
            ("Dunwich Horror: no Madness drawn", "Dunwich Horror : pas de carte Démence piochée"),
        )
        return
    if choice is None:
        game.assume(
            base.id,
            player,
            card.key,
            # Accepted: the choice to give back as it is (a choice with any other key is
            # refused by the input's validation; `null` declines).
            {},
            (
                f"{player} draws two Madness cards to keep {minion.label()} (Dunwich Horror); "
                "decline this card's choice to destroy the minion instead",
                f"{player} pioche deux cartes Démence pour garder {minion.label()} (Dunwich "
                "Horror) ; refusez le choix de cette carte pour détruire la Créature à la place",
            ),
            card=card.id,
        )
    draw_madness(game, base, card, player, 2)


_ELDER = (
    "Elder Thing: not affected by other players' cards",
    "Elder Thing : pas affectée par les cartes des autres joueurs",
)

# --- innsmouth ---------------------------------------------------------------------------------


def _name(card) -> str | None:
    return card.key or card.name


def _dagon(game, base, card) -> int:
    here = minions(base)
    mine = [c for c in here if c.controller == card.controller]
    return sum(
        1
        for c in mine
        if any(o is not c and _name(o) is not None and _name(o) == _name(c) for o in here)
    )


def _in_plain_sight(game, base, card, target_base, target, what, by, effect):
    mine = is_minion(target) and target.controller == card.controller
    if mine and target.power <= 2 and what in AFFECTED and by_other(by, target):
        return (
            "In Plain Sight: printed power 2 or less, not affected by other players' cards",
            "In Plain Sight : Force imprimée de 2 ou moins, pas affectée par les cartes adverses",
        )
    return None


# --- minions of cthulhu ------------------------------------------------------------------------


def _cthulhus_chosen(game, scoring, base, card) -> None:
    # "Before a base scores", whichever base (window_scope "everywhere"): its clarification
    # says it triggers no matter which base is being scored, each time one scores; the +2 is
    # on this minion, on its own base.
    player = card.controller
    what = ("draw a Madness card for +2 power", "piocher une carte Démence pour +2 en Force")
    if game.ask_card(base, card, player, what) is None:
        return
    if draw_madness(game, base, card, player, 1):
        game.boost(base, card, 2, ("Cthulhu's Chosen", "Cthulhu's Chosen"))


# --- miskatonic university ---------------------------------------------------------------------


def _old_man_jenkins(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    here = minions(scoring)
    if not here:
        return ("no minion on the scoring base", "aucune Créature sur la Base conquise")
    best = max(game.power(scoring, c) for c in here)
    top = [c for c in here if game.power(scoring, c) == best]
    target = next((c for c in top if choose is not None and c.id == choose.card), None)
    if target is None:
        if choose is not None and choose.card is not None:
            return (
                f"{choose.card} is not a minion with the highest power there",
                f"{choose.card} n'est pas une Créature de plus forte Force là-bas",
            )
        target = top[0]
        if len(top) > 1:
            game.assume(
                scoring.id,
                player,
                card.key,
                {"card": target.id},
                (
                    f"{player} destroys {target.label()}, the first of the tied strongest minions",
                    f"{player} détruit {target.label()}, la première des Créatures les plus fortes "
                    "à égalité",
                ),
            )
    game.destroy(scoring, target, player, ("Old Man Jenkins!?", "Old Man Jenkins!?"))
    return None


def _things_best_not_known(game, window, scoring, card, player, choose):
    target, reason = scoring_target(window, "before_scoring", scoring, choose)
    if reason is not None:
        return reason
    # "Up to three": choose.count Madness cards (at most three); without it, the player draws
    # the most, the largest boost, and that is listed in assumed_choices.
    count = choose.count if choose is not None else None
    if count is None:
        count = 3
        game.assume(
            scoring.id,
            player,
            card.key,
            {"card": target.id, "count": 3},
            (
                f"{player} draws the full three Madness cards (give choose.count for fewer)",
                f"{player} pioche les trois cartes Démence (donnez choose.count pour moins)",
            ),
        )
    elif count > 3:
        return (
            "it draws up to three Madness cards (choose.count 1 to 3)",
            "elle pioche jusqu'à trois cartes Démence (choose.count de 1 à 3)",
        )
    drawn = draw_madness(game, scoring, card, player, count)
    if drawn:
        game.boost(scoring, target, 2 * drawn, ("Things Best Not Known", "Things Best Not Known"))
    return None


def _cthulhu_titan(game, base, card, player, count) -> None:
    # POD titan: a +1 counter after each Madness card its controller draws.
    if player == card.controller and card in base.cards:
        game.add_counters(base, card, count, why(card), player)


def _furthering_the_cause_seen(game, base, card, target_base, target, by) -> None:
    if target_base is base and is_minion(target) and target.controller != card.controller:
        game.lasting_data[("furthering", card.uid)] = True


def _furthering_the_cause(game, base, card) -> None:
    # At the end of the turn: 1 VP when another player's minion here was destroyed this turn
    # (seen by the engine: by the turn's events, plays included, and during the Conquest phase).
    if game.lasting_data.get(("furthering", card.uid)):
        game.gain_vp(card.controller, 1, base, why(card))


register(
    # --- elder things ---
    no_effect(
        "elder-things/begin-the-summoning",
        "A minion from your discard pile on top of your deck; an extra action.",
        "Une Créature de votre défausse sur votre pioche ; une Action supplémentaire.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    no_effect(
        "elder-things/byakhee",
        "When played: every other player with a minion here draws a Madness card.",
        "Quand elle est jouée : chaque autre joueur ayant une Créature ici pioche une carte "
        "Démence.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
        shared_text_reason=WORDING,
    ),
    modelled(
        "elder-things/dunwich-horror",
        "Attached minion has +5 power; it is destroyed at the end of the turn (when the board's "
        "end_of_turn is true).",
        "La Créature porteuse a +5 en Force ; elle est détruite à la fin du tour (quand "
        "end_of_turn de la position est vrai).",
        box=BOX,
        printing=ORIGINAL,
        aura=attached_aura(5),
        end_of_turn=destroys_attached_at_end_of_turn,
    ),
    modelled(
        "elder-things/dunwich-horror",
        "Attached minion has +5 power; before its base scores, its controller draws two Madness "
        "cards or destroys it.",
        "La Créature porteuse a +5 en Force ; avant la Conquête de sa Base, son contrôleur pioche "
        "deux cartes Démence ou la détruit.",
        box=BOX,
        printing=POD,
        aura=attached_aura(5),
        before_scoring=_dunwich_before,
        special=applied_by_the_engine("before_scoring"),
    ),
    modelled(
        "elder-things/elder-thing",
        "When played: destroy two of your minions or put it under your deck. Not affected by "
        "other players' cards.",
        "Quand elle est jouée : détruisez deux de vos Créatures ou placez-la sous votre pioche. "
        "Pas affectée par les cartes adverses.",
        box=BOX,
        printing=ORIGINAL,
        protect=self_protected("affect", _ELDER),
    ),
    modelled(
        "elder-things/eldest-thing",
        "When played: destroy two of your minions or put it under your deck. Not affected by "
        "other players' cards.",
        "Quand elle est jouée : détruisez deux de vos Créatures ou placez-la sous votre pioche. "
        "Pas affectée par les cartes adverses.",
        box=BOX,
        printing=POD,
        protect=self_protected(
            "affect", ("Eldest Thing: not affected by other players' cards", _ELDER[1])
        ),
    ),
    no_effect(
        "elder-things/insanity",
        "Every other player draws two Madness cards.",
        "Chaque autre joueur pioche deux cartes Démence.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
        shared_text_reason="the POD card also leaves the game; both act during the Play phase",
    ),
    no_effect(
        "elder-things/mi-go",
        "When played: other players may draw Madness; you draw for each who does not.",
        "Quand elle est jouée : les autres joueurs peuvent piocher une carte Démence ; vous "
        "piochez "
        "pour chacun qui refuse.",
        box=BOX,
        printing=ORIGINAL,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
    ),
    one_shot(
        "elder-things/mi-go",
        "When played: other players may draw Madness; you draw for each who does not, and may "
        "place a +1 counter if nobody drew.",
        "Quand elle est jouée : les autres joueurs peuvent piocher une carte Démence ; vous "
        "piochez "
        "pour chacun qui refuse, et un marqueur +1 si personne n'a pioché.",
        box=BOX,
        printing=POD,
    ),
    no_effect(
        "elder-things/power-of-madness",
        "Other players discard cards from their hands and reshuffle their discard piles.",
        "Les autres joueurs défaussent des cartes de leur main et remélangent leur défausse.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "elder-things/shoggoth",
        "When played: each other player draws Madness or loses a minion here.",
        "Quand elle est jouée : chaque autre joueur pioche une carte Démence ou perd une Créature "
        "ici.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    no_effect(
        "elder-things/spreading-horror",
        "Other players discard cards (the POD card may play small minions from your discard pile).",
        "Les autres joueurs défaussent des cartes (la carte POD peut jouer de petites Créatures "
        "de votre défausse).",
        box=BOX,
        reminder="Type the minions it plays as scripted play events.",
        reminder_fr="Saisissez les Créatures qu'elle fait jouer comme événements scriptés play.",
        shared_text_reason=PLAY_PHASE,
    ),
    not_simulated(
        "elder-things/the-price-of-power",
        "Before a base scores: one of your minions there gains +2 for each Madness card in the "
        "hands of the other players there.",
        "Avant la Conquête d'une Base : une de vos Créatures là-bas gagne +2 par carte Démence "
        "dans la main des autres joueurs présents.",
        *HIDDEN_HAND,
        box=BOX,
        printing=ORIGINAL,
    ),
    not_simulated(
        "elder-things/the-price-of-power",
        "+1 counters for each Madness card in other players' hands; as a Special before a base "
        "scores, only the hands of the players there.",
        "Des marqueurs +1 par carte Démence dans la main des autres joueurs ; en Spéciale avant la "
        "Conquête d'une Base, seulement les mains des joueurs présents.",
        *HIDDEN_HAND,
        box=BOX,
        printing=POD,
    ),
    no_effect(
        "elder-things/touch-of-madness",
        "Other players draw a Madness card; you draw and play an extra action.",
        "Les autres joueurs piochent une carte Démence ; vous piochez et jouez une Action "
        "supplémentaire.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
        shared_text_reason=WORDING,
    ),
    one_shot(
        "elder-things/unfathomable-goals",
        "Other players reveal their hands; each holding Madness destroys one of their minions.",
        "Les autres joueurs révèlent leur main ; chacun ayant une carte Démence détruit une de ses "
        "Créatures.",
        box=BOX,
        printing=ORIGINAL,
    ),
    no_effect(
        "elder-things/unfathomable-goals",
        "Other players reveal their hands; Madness revealed gives you extra plays.",
        "Les autres joueurs révèlent leur main ; les cartes Démence révélées vous donnent des "
        "jeux supplémentaires.",
        box=BOX,
        printing=POD,
    ),
    # --- innsmouth ---
    modelled(
        "innsmouth/dagon",
        "Titan: +1 power here for each of your minions here sharing its name with another "
        "minion here.",
        "Titan : +1 en Force ici pour chacune de vos Créatures ici qui porte le même nom qu'une "
        "autre Créature ici.",
        box=BOX,
        printing=POD,
        power=_dagon,
    ),
    modelled(
        "innsmouth/in-plain-sight",
        "Your minions here of printed power 2 or less are not affected by other players' cards.",
        "Vos Créatures ici de Force imprimée 2 ou moins ne sont pas affectées par les cartes "
        "adverses.",
        box=BOX,
        shared_text_reason="the POD errata spells out the printed power the engine already reads",
        protect=_in_plain_sight,
    ),
    no_effect(
        "innsmouth/mysteries-of-the-deep",
        "With three same-name minions on a base: draw cards, maybe Madness too.",
        "Avec trois Créatures du même nom sur une Base : piochez des cartes, et peut-être des "
        "cartes Démence.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
    ),
    no_effect(
        "innsmouth/new-acolytes",
        "Every player shuffles the minions of their discard pile into their deck.",
        "Chaque joueur mélange les Créatures de sa défausse dans sa pioche.",
        box=BOX,
    ),
    no_effect(
        "innsmouth/recruitment",
        "Draw up to three Madness cards for as many extra minions.",
        "Piochez jusqu'à trois cartes Démence pour autant de Créatures supplémentaires.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
    ),
    no_effect(
        "innsmouth/return-to-the-sea",
        "Special after a base scores: your minions there with one name go back to your hand "
        "(they leave play with the base's cards anyway: nothing the simulator tracks changes).",
        "Spéciale après la Conquête d'une Base : vos Créatures là-bas d'un même nom reviennent "
        "dans votre main (elles quittent le jeu avec les cartes de la Base de toute façon : rien "
        "de ce que suit le simulateur ne change).",
        box=BOX,
    ),
    no_effect(
        "innsmouth/sacred-circle",
        "Talent: an extra same-name minion here.",
        "Talent : une Créature supplémentaire du même nom ici.",
        box=BOX,
    ),
    no_effect(
        "innsmouth/spreading-the-word",
        "Up to two extra minions named like a minion in play.",
        "Jusqu'à deux Créatures supplémentaires du même nom qu'une Créature en jeu.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    one_shot(
        "innsmouth/the-deep-ones",
        "Your minions of power 2 or less get +1 until the end of the turn.",
        "Vos Créatures de Force 2 ou moins gagnent +1 jusqu'à la fin du tour.",
        box=BOX,
    ),
    no_effect(
        "innsmouth/the-locals",
        "When played: takes The Locals from the top of your deck.",
        "Quand elle est jouée : prend les The Locals du dessus de votre pioche.",
        box=BOX,
    ),
    # --- minions of cthulhu ---
    no_effect(
        "minions-of-cthulhu/altar-to-cthulhu",
        "Once per turn, an extra action after you play a minion here.",
        "Une fois par tour, une Action supplémentaire après avoir joué une Créature ici.",
        box=BOX,
    ),
    no_effect(
        "minions-of-cthulhu/complete-the-ritual",
        "At the start of your turn, clears this base and swaps it with the top of the base deck.",
        "Au début de votre tour, vide cette Base et l'échange avec celle du dessus de la pioche "
        "de Bases.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    one_shot(
        "minions-of-cthulhu/corruption",
        "Draw a Madness card and destroy a minion.",
        "Piochez une carte Démence et détruisez une Créature.",
        box=BOX,
    ),
    modelled(
        "minions-of-cthulhu/cthulhu",
        "Titan: a +1 counter for each Madness card you draw (during the Conquest phase; Madness "
        "is never played then); talent: draw or pass on Madness.",
        "Titan : un marqueur +1 par carte Démence que vous piochez (pendant la phase de Conquête ; "
        "la Démence ne s'y joue pas) ; Talent : piocher ou donner une carte Démence.",
        box=BOX,
        printing=POD,
        on_madness_drawn=_cthulhu_titan,
    ),
    no_effect(
        "minions-of-cthulhu/cthulhu-fhtagn",
        "Takes two actions from your deck into your hand.",
        "Prend en main deux Actions de votre pioche.",
        box=BOX,
    ),
    modelled(
        "minions-of-cthulhu/cthulhus-chosen",
        "Before each base scores (any base), may draw a Madness card for +2 power this turn.",
        "Avant chaque Conquête (de n'importe quelle Base), peut piocher une carte Démence pour +2 "
        "en Force ce tour-ci.",
        box=BOX,
        window_scope="everywhere",
        before_scoring=_cthulhus_chosen,
        special=applied_by_the_engine("before_any_scoring"),
    ),
    modelled(
        "minions-of-cthulhu/furthering-the-cause",
        "At the end of each turn, 1 VP if another player's minion here was destroyed.",
        "À la fin de chaque tour, 1 PV si une Créature adverse a été détruite ici.",
        box=BOX,
        reminder="Another player's minion destroyed here by the simulated turn (its events and "
        "plays, the Conquest phase) is counted: 1 VP at the end of the turn, logged. If one was "
        "destroyed here only before the position you enter, add a gain_vp event instead.",
        reminder_fr="Une Créature adverse détruite ici pendant le tour simulé (ses événements et "
        "jeux, la phase de Conquête) est comptée : 1 PV à la fin du tour, indiqué dans le "
        "journal. Si une l'a été ici seulement avant la position saisie, ajoutez plutôt un "
        "événement gain_vp.",
        on_other_destroyed=_furthering_the_cause_seen,
        end_of_turn=_furthering_the_cause,
    ),
    no_effect(
        "minions-of-cthulhu/it-begins-again",
        "Shuffles actions from your discard pile into your deck.",
        "Mélange des Actions de votre défausse dans votre pioche.",
        box=BOX,
    ),
    no_effect(
        "minions-of-cthulhu/madness-unleashed",
        "Discard Madness cards to draw and play extra actions.",
        "Défaussez des cartes Démence pour piocher et jouer des Actions supplémentaires.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
    ),
    no_effect(
        "minions-of-cthulhu/recruit-by-force",
        "Small minions from your discard pile on top of your deck.",
        "De petites Créatures de votre défausse sur votre pioche.",
        box=BOX,
    ),
    no_effect(
        "minions-of-cthulhu/servitor-of-cthulhu",
        "Destroys itself to put an action from your discard pile on top of your deck.",
        "Se détruit pour placer une Action de votre défausse sur votre pioche.",
        box=BOX,
        shared_text_reason="a talent in one printing, a when-played effect in the other: both "
        "act during the Play phase",
    ),
    no_effect(
        "minions-of-cthulhu/star-spawn-of-cthulhu",
        "Talent: gives a Madness card from your hand to another player.",
        "Talent : donne une carte Démence de votre main à un autre joueur.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
    ),
    no_effect(
        "minions-of-cthulhu/the-seal-is-broken",
        "Draw a Madness card and gain 1 VP.",
        "Piochez une carte Démence et gagnez 1 PV.",
        box=BOX,
        reminder=VP_REMINDER[0] + " " + MADNESS_REMINDER[0],
        reminder_fr=VP_REMINDER[1] + " " + MADNESS_REMINDER[1],
    ),
    no_effect(
        "minions-of-cthulhu/whispers-in-darkness",
        "Draw a Madness card; two extra actions.",
        "Piochez une carte Démence ; deux Actions supplémentaires.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
    ),
    # --- miskatonic university ---
    no_effect(
        "miskatonic-university/eldritch-gate",
        "Talent: draw a Madness card, may play an extra minion here.",
        "Talent : piochez une carte Démence, vous pouvez jouer une Créature supplémentaire ici.",
        box=BOX,
        printing=POD,
    ),
    no_effect(
        "miskatonic-university/gate-to-beyond",
        "Talent: draw a Madness card, may play an extra minion here.",
        "Talent : piochez une carte Démence, vous pouvez jouer une Créature supplémentaire ici.",
        box=BOX,
        printing=ORIGINAL,
    ),
    no_effect(
        "miskatonic-university/field-trip",
        "Cycles cards from your hand under your deck.",
        "Recycle des cartes de votre main sous votre pioche.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "miskatonic-university/it-just-might-work",
        "Discard Madness for +1 power to each of your minions this turn.",
        "Défaussez des cartes Démence pour +1 en Force à chacune de vos Créatures ce tour-ci.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    no_effect(
        "miskatonic-university/jinkies",
        "Returns up to two Madness cards to the Madness deck.",
        "Remet jusqu'à deux cartes Démence dans la pioche Démence.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
        shared_text_reason=WORDING,
    ),
    no_effect(
        "miskatonic-university/librarian",
        "Talent: trades Madness cards for cards or actions.",
        "Talent : échange des cartes Démence contre des cartes ou des Actions.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    modelled(
        "miskatonic-university/old-man-jenkins",
        "Special before a base scores: destroys a minion with the highest power there.",
        "Spéciale avant la Conquête d'une Base : détruit une Créature de plus forte Force là-bas.",
        box=BOX,
        special=_old_man_jenkins,
    ),
    no_effect(
        "miskatonic-university/professor",
        "Talent: discard a Madness card for an extra action and/or minion.",
        "Talent : défaussez une carte Démence pour une Action et/ou une Créature supplémentaires.",
        box=BOX,
        shared_text_reason="the POD card only adds a clarification",
    ),
    no_effect(
        "miskatonic-university/psychologist",
        "When played: returns or recovers a Madness card.",
        "Quand elle est jouée : rend ou récupère une carte Démence.",
        box=BOX,
        reminder=MADNESS_REMINDER[0],
        reminder_fr=MADNESS_REMINDER[1],
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "miskatonic-university/researcher",
        "When played: may draw a Madness card (POD: to place a +1 counter on a minion).",
        "Quand elle est jouée : peut piocher une carte Démence (POD : pour poser un marqueur +1 "
        "sur "
        "une Créature).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "miskatonic-university/thats-so-crazy",
        "Draw a Madness card; your minions get +1 this turn; an extra action.",
        "Piochez une carte Démence ; vos Créatures gagnent +1 ce tour-ci ; une Action "
        "supplémentaire.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "miskatonic-university/things-best-not-known",
        "Special before a base scores: draw up to three Madness cards (choose.count, three "
        "without it), a minion there (choose.card) gets +2 power this turn for each.",
        "Spéciale avant la Conquête d'une Base : piochez jusqu'à trois cartes Démence "
        "(choose.count, trois sans lui), une Créature là-bas (choose.card) gagne +2 en Force ce "
        "tour-ci pour chacune.",
        box=BOX,
        shared_text_reason="same effect; the POD text states the boost lasts until the end of "
        "the turn",
        special=_things_best_not_known,
    ),
    one_shot(
        "miskatonic-university/those-meddling-kids",
        "Destroys actions on one base (POD: or draw Madness for an extra action).",
        "Détruit des Actions sur une Base (POD : ou piocher une carte Démence pour une Action "
        "supplémentaire).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
)
