"""The card-ability registry: one CardAbility per catalog card (and printing where they differ).

Every card of the catalog has an entry with one of three statuses (as the bases do, see
abilities/base.py):
- "modelled": the engine applies the ability wherever it can change what the simulator tracks;
- "no_scoring_effect": the ability never changes the outcome of the Conquest phase (it works
  while cards are played, or on hands and decks). `reminder` (optional) is shown when the card is
  on a board, e.g. to tell the user to type a one-shot action's effect as a scripted event;
- "not_simulated": it might matter and is not modelled; a board holding the card lists it in
  `not_simulated` with `reason`, never hides it.

Keys are "<faction-slug>/<card-slug>" of the catalog record in that printing (the card API's
slugs). An entry with printing=None covers both printings; a printing-specific entry wins over
it. `aliases` are other keys of the same card (the other printing's slug where it differs).
`summary`/`reminder`/`reason` are this project's own short paraphrases, English and French inline,
never the printed text. `shared_text_reason` says why one entry may cover two printings whose
printed texts differ (the catalog-walk test asks for it).

Conventions for the box modules:
- A one-shot action (neither Ongoing nor Special) cannot be played during the Conquest phase: it
  is `no_effect(...)` with a reminder telling the user to type its effect as a scripted event
  (`boost`, `breakpoint_change`, `destroy`, `move`...). Use ONE_SHOT_REMINDER / _FR.
- A minion's "when played" ability and a "Talent" are used during the Play phase: no effect at
  scoring (ONE_SHOT_REMINDER for the former when it changes power or bases).
- A Special usable in a scoring window is modelled with a `special` hook when simple.

Hook vocabulary (all optional keyword arguments of `modelled`; each is a plain function).
`game` is the running turn.Turn, bases are table.BaseState, cards are model.Card (immutable: the
Turn replaces them). `card` is the card carrying the ability and `base` the base it is on.

Continuous effects (recomputed every time power or breakpoints are read: never store a bonus):
- power(game, base, card) -> int
    The card's own power change ("Ongoing: this minion has +1 power for each ..."). Also
    called for an action with power (e.g. a Titan-like action) .
- aura(game, base, card, target_base, target) -> int
    The power change this card gives another card `target` (a minion, or a controlled monster /
    titan) on `target_base`. Called for targets on the same base only, unless the entry has
    aura_scope="everywhere". `card.attached_to` names the minion an attached action is on:
    game.attached(base, card) gives that minion (or None). An aura that can only ever give
    power to some cards says so with aura_targets (optional; the Turn then skips the call for
    the others, which keeps a board with many cards cheap): "own" (cards the card's controller
    controls), "attached" (the minion an attached action is on); "all" (the default) asks for
    every target in scope.
- reads (optional, with power / counts_for / aura / contribution): what those hooks read
    besides the card itself and the card they are asked about. Without it (None), anything:
    every change of the cards in play recomputes the totals of every base. A tuple of card keys
    (often empty) says they read only the cards on the card's own base and on the target's
    base, and whether cards with those keys are in play anywhere (Microbot Fixer:
    ("robots/microbot-alpha",)); never the VP, hands, the scoring base or the order of the
    bases. A change of cards elsewhere then leaves alone the totals they feed (Turn._changed).
    An aura made by cards.effects.attached_aura declares its aura_targets and reads itself.
- reads_controlled (optional, with reads): card keys whose presence the hooks read among the
    cards that the card's controller controls only (Microbot Fixer: whether its controller
    has a Microbot Alpha in play); a change of another player's cards with those keys then
    leaves the totals they feed alone.
- reads_base (optional, with reads; True by default): False when the hooks do not read the
    cards of the card's own base (beyond the card itself): for an aura or contribution
    reaching every base, a change of cards on its own base then leaves the other bases'
    totals alone (Microbot Fixer reads only the card it is asked about).
  A hook may keep what it derives from the cards in play in game.card_memo (emptied at
    every change of the cards), or, when it derives it from the cards with one key alone, in
    game.key_memo[key] (kept until a card with that key comes, leaves or changes: War Raptor's
    count, who controls a Microbot Alpha).
- breakpoint(game, base, card, target_base) -> int
    A change of target_base's breakpoint; target_base is the card's own base only, unless
    breakpoint_scope="everywhere".
- protect(game, base, card, target_base, target, what, by, effect) -> M.Loc | None
    Why `target` (on target_base) cannot undergo `what` (one of PROTECTIONS: "destroy",
    "move", "return", "affect", "power") from an effect of player `by` (None: a base ability, the
    rules or an unattributed scripted event); None: no objection. "affect" is asked for every
    effect of another player's card (a refusal there also blocks destroy/move/return by that
    player). "power" is asked while power is computed, for the value another player's aura
    (or lasting effect) would give `target` (effect.source_type is then the type of the aura's
    card): a card "not affected by other players' cards" refuses it, as a change of power is
    being affected (Conflit de Générations rulebook, "Termes et restrictions", p. 9, counts a
    change of power among the ways a card is affected). It must not change anything nor read a
    power (it runs inside the totals): a refusal with a side effect (Hideout) answers only
    "affect". effects.AFFECTED names both.
    Scope: targets on the card's own base unless protect_scope="everywhere" (a card protecting
    itself needs neither: compare `target is card`).
- counts_for(game, base, card) -> str | None
    Whose total the card's power counts for, when not its controller's (None: nobody's).
- cancel_base(game, base, card) -> bool
    True while the card cancels the abilities of the base it is on (the base then acts as if it
    had none: no power bonus, no scoring effect).
- forbid_play(game, base, card, target_base, played, player, effect) -> M.Loc | None
    Why `player` may not play the card `played` on target_base (the card's own base unless
    protect_scope="everywhere"); None: allowed. Scripted plays and Specials are checked (a
    Special with effect.playing_special True: "other players cannot play Specials").

Scoring windows (the Turn calls these for the cards on the scoring base, or for every card in
play when the entry has window_scope="everywhere" ("before a base scores, move this minion
there"); with the base's own effect of that window, in the order the active player chose (a
choice {"base": <scoring base>, "player": <active>, "choose": {"order": [ids]}}), else the base
first and then the cards in table order, listed in assumed_choices):
- before_scoring(game, scoring, base, card) -> None
    Step 3 of the Conquest phase, `scoring` is the base about to score (with
    window_scope="everywhere" the card may be elsewhere: compare `scoring is base`).
- scoring_vp(game, scoring, base, card, standings) -> None
    Step 4, once the base's VP are awarded ("gain 1 VP when this base scores").
- after_scoring(game, scoring, base, card, standings) -> None
    Step 5 ("after this base scores"). The card is still on `base`.
- on_destroyed(game, base, card, by) -> None
    This card was just destroyed (it is no longer in play; `base` is where it was).
- on_other_destroyed(game, base, card, target_base, target, by) -> None
    Another card was just destroyed (target_base is where it was).
- instead_of_destroyed(game, base, card, by) -> bool
    This card would be destroyed (no protection stopped it): return True when something else
    happens instead (e.g. it moves away), so it is not destroyed.
- on_other_played(game, base, card, target_base, played, by, effect) -> None
    A card was just played on the card's own base (target_base is base) by player `by`; on any
    base when the entry has play_scope="everywhere", and then also a standard action played on
    no base (target_base None).
- on_talent_used(game, base, card, target_base, used, player, effect) -> None
    Another card `used` (on target_base) just had its Talent used by `player` in the Play phase;
    effect.source is `used` and effect.touched lists (base, card as it was) the cards that Talent
    changed or removed, or is None when a part of it is not simulated.
- special(game, window, scoring, card, player, choose) -> M.Loc | None
    The card is played by `player` from hand (scripted event "action": "special") in `window`
    ("now", "before_scoring", "after_scoring"; scoring: the scoring base or None). `choose` is the
    event's Choice-like object (card / to / base / order) or None. Return a reason (M.Loc) to
    refuse: the event is then skipped with a warning; None: applied.

Hooks added for issue 15 (same conventions):
- on_moved(game, base, card, src, by, effect) -> None
    This card was just moved from `src` to `base` by an effect of player `by`.
- on_other_moved(game, base, card, target_base, target, src, by, effect) -> None
    Another card `target` was just moved from `src` to target_base (any base: compare them with
    `base` for "to / from this base").
- on_powered(game, base, card, target_base, target, amount, how, effect) -> None
    A card's power was just raised by `amount` > 0 (`how`: "counters" for +1 power counters,
    "boost" for a change until the end of the turn). Called for every card in play carrying it,
    `target` included (compare `target is card`); `target` is the card as it is now.
    For counters, effect.by is the player whose effect placed them when the caller said
    (game.add_counters' `by`: a scripted event's "by"), else None.
- on_weakened(game, base, card, target_base, target, amount, how, effect) -> None
    A card's power was just lowered by `amount` < 0 (`how`: "counters" for +1 power counters
    removed, "boost" for a change until the end of the turn); otherwise as on_powered (Dinner
    Date destroys its minion once it has no power left).
- cancels(game, base, card, target_base, target) -> bool
    Continuous: True while this card cancels the abilities of the card `target` (a cancelled
    card's hooks are not called: no power, no protection, no window). Scope: targets on the
    card's own base unless protect_scope="everywhere"; an attached action uses
    game.attached(base, card). A card never cancels itself.
- contribution(game, base, card, target_base, target, power) -> int
    Continuous: how much `target` adds to its controller's total on target_base (an
    uncontrolled monster: to the breakpoint), given its power (return `power` for no change).
    Scope: aura_scope. With ranks_only=True (an entry option), the change is to the
    controller's total only, the totals that rank the players for VP: the base's total power,
    which breaks it, still counts the power in full (a base breaks on "la somme des Forces de
    toutes les Créatures", Conflit de Générations rulebook p. 7; Pin's and We're Up, You're
    Down's clarifications say so of "its controller's total"). Without it, the change is to both
    (Curse of Uselessness: its clarification says the power does not count towards breaking
    the base either). The log explains each card whose standing differs from its power.
- award_vp(game, scoring, base, card, standing) -> int
    Step 4, before the VP are awarded: a change of the VP `standing` (a table.Standing of the
    scoring base) receives ("this base awards 1 VP less"). Scope: window_scope.
- instead_of_returned(game, base, card, by) -> bool
    This card would return to its owner's hand: True when something else happens instead.
- instead_of_other_returned(game, base, card, target_base, target, by) -> bool
    Another card would return to its owner's hand (no protection stopped it): True when this
    card makes something else happen instead. Scope: protect_scope.
- instead_of_other_destroyed(game, base, card, target_base, target, by) -> bool
    Another card would be destroyed (no protection stopped it): True when this card makes
    something else happen instead (it saves it, possibly at a cost). Scope: protect_scope.
- on_special(game, base, card, played, player, window, scoring, effect) -> None
    A Special `played` was just played by `player` (scripted "special" event) in `window`,
    `scoring` the scoring base or None. Called for every card in play carrying it.
    Its `effect` says: effect.special / special_by are that card and player,
    effect.special_in_play is True when the card was already in play (its Special used, not
    played from hand), and effect.touched lists (base, card as it was) for every card the
    Special's effect changed or removed.
- on_discarded(game, scoring, card, discarded) -> None
    Step 7: the cards of the scored base (`discarded`, `card` among them) were just discarded.
    Called for each discarded card carrying it (it is no longer in play). Also called for an
    action attached to a minion that left play (`scoring`: their base; `discarded`: the minion
    and the action when the minion was destroyed to the discard pile, else the action alone).
  For a card carrying on_discarded or on_destroyed (any card destroyed while a card in play
  carries on_other_destroyed), game.left_powers[card.uid] holds its power just before it was
  discarded with its scored base, or destroyed.
- on_other_discarded(game, scoring, base, card, discarded) -> None
    The same, for the cards still in play (on other bases) carrying it.
- stops_scoring(game, base, card, target_base) -> bool
    Continuous: True while target_base cannot score (it is not eligible). Scope:
    breakpoint_scope.
- choose_replacement(game, scoring, base, card, standings) -> int | None
    Step 9: the index in the base deck (game.deck) of the base that replaces the scored one
    (None: no change). The first card to answer wins; Scope: window_scope.
- on_duel(game, base, card, duel_base, duellist) -> None
    The minion `duellist` on duel_base is in a duel, before the powers are compared (duels are
    run by the cards that start them: oops_you_did_it_again._duel_destroy). Called for every
    card in play carrying it (Pinkerton).
- on_madness_drawn(game, base, card, player, count) -> None
    `player` just drew `count` Madness cards during the Conquest phase (a card's
    effects.draw_madness, or a base: game.madness_drawn).
    Called for every card in play carrying it (Cthulhu, the POD titan).
- redirect(game, base, card, target, by) -> Card | None
    While a Special of player `by` applies its own effect (scripted "special" event), it is
    about to destroy, move, return, place in a deck, take control of, boost or put counters on
    `target` (on `base`, the card's own base): return a card of that base to act on instead
    ("have it affect this minion instead": Ensign), else None. Not asked for the hooks that
    react to the Special, nor for scripted events (they name their target).
- on_special_used(game, base, card, used, player, window, scoring) -> None
    A Special ability of the card `used` was just used by `player`: a scripted "special" event
    (after the on_special hooks), or a card whose window hook is its printed Special (listed in
    window_specials.py) when that hook changed a card, VP or Madness (a "may" declined or
    without target changes nothing; window "before_scoring", else "after_scoring"). Called for
    every card in play carrying it (Black Trooper). on_special hears only cards played.

Hooks added for lasting effects and the end of the turn (issue 15):
- end_of_turn(game, base, card) -> None
    Phase 5 (end of the turn), when the board's end_of_turn is true: before the end-of-game
    check, for the cards in play carrying it, in table order (the order listed in
    assumed_choices when several act), e.g. a minion that is destroyed when the turn ends.
- Lasting effects: a special hook may call game.add_lasting(base, card) for the played card
  (a one-shot action typed as a "special" event "now", or a Special) whose effect lasts the
  turn: from then on its continuous hooks (power is not: it is not in play; aura, breakpoint,
  protect, contribution, stops_scoring, forbid_play, cancels, cancel_base) and its window
  hooks act as if the card were in play on `base` (scopes as for a card in play); game.lasting
  lists them. A hook tells one from a card in play with `card in base.cards`. Per-play data
  (the minions it covered...) goes in game.lasting_data[card.uid].

Hooks added for burying and uncovering (issue 15; Grosse Boîte pour Geek booklet p. 8):
- on_uncovered(game, base, card, player, effect) -> None
    This card was just uncovered on `base` by its controller `player` (a minion or an Ongoing
    action is in play there; a one-shot action is being resolved and is not in play).
    `effect`: the effect in force (a played card uncovering it: `effect.uncover_decides`).
- on_other_uncovered(game, base, card, target_base, target, player) -> None
    Another card `target` was just uncovered on target_base (the card's own base, any base with
    play_scope="everywhere").
A buried card is face down: its `ability` is None (no hook of it is called) and its
`buried_as` keeps (entry, printed type, printed power) for uncovering. game.bury(base, card,
dst, by, why) buries a card in play on `dst` (counters and attached actions discarded first;
another base: a move, so "cannot be moved" refuses it); game.uncover(base, buried, by, why)
plays it as an extra card (or resolves a one-shot action), then calls the hooks above;
game.can_uncover(buried) says whether the board holds its identity.

Hook added for issue 25 (rewards of a scored base):
- reward_treasures(game, base, card) -> int
    Step 6: the treasures this card adds to those revealed when its base scores (Secret Stash,
    original: two), shared out with the monsters' treasures.

A Special after scoring may call game.replace_from_deck(index) to pick the base
(game.deck[index]) that replaces the scoring base.

What is acting (issue 30): the hooks that depend on it (protect, forbid_play, on_other_played,
on_moved, on_other_moved, on_powered, on_weakened, on_special) receive it as their last argument
`effect`, an immutable `effect.Effect` (see effect.py for each field); no hook reads it from the
turn. The action that calls them passes the effect it runs under. While a move is checked and
applied, effect.to is its destination (else None): a `protect` hook asked "move" can read it
("cannot be moved to another base" vs "... here"). effect.source_type is the type of the card
whose effect is acting: "action" or "minion" (a scripted event's optional "source", a Special's
card type, a card's own window hook), None when unknown (a base, the rules, an event without
"source"): a protection against only actions (or only minions) reads it, and says what it
assumed when it is None. A hook that calls an action (game.destroy...) does not pass an effect:
the action runs under the effect in force.

Not expressible on a board (so not hooks): cards destroyed "at the same time" (the engine
destroys one card per effect). A buried card typed without a catalog card holds no identity: it
cannot be uncovered (said so).

Cards that copy another card's ability (issue 15: Copycat, Cellular Bonding, Hello, Dolly!) are
`copier(...)` entries: `copy_target` says what they may copy (COPY_TARGETS) and
`copy_until_end_of_turn` how long. The card names what it copies with the optional card key
`"copies"` (a card id on the board, or a catalog key "<faction>/<card>" for a card no longer in
play); parse.py checks it and gives the card `copying(own, copied)`: an entry carrying the copied
entry's status, hooks and scopes, so those hooks run with the copying card as `card` (its own
power, owner, controller and choices). A copy of a not-simulated ability is not simulated (its
reason says which card it copies). Decided once at parse time: no cost for other cards.

What a hook may call on the Turn (game):
- reading: game.power(base, card) (the card's current power, all modifiers), game.totals(base),
  game.standings(base), game.at_place(standings, place), game.breakpoint(base) (its current
  breakpoint), game.bases, game.base_by_id(base_id) -> BaseState | None, game.find(card_id) ->
  (base, card) | None, game.attached(base, card) (the minion an action is on), game.active,
  game.turn_order, game.players, game.vp (player -> VP so far, read only), game.record (the
  Scoring of the base being scored, or None; read only: use effects.scoring_standings),
  game.madness (player -> Madness cards held, read only: change it with effects.draw_madness),
  game.flag(*key) (True the first time: "once per turn"), game.board.hand_size (player ->
  cards in hand, only for the players the input gives: a card needing a missing one notes
  itself not simulated), game.lasting_data (per-run data of lasting effects and of cards
  that must decide once per run), game.printed_fact(card, name) (a fact of the card's catalog
  record the card lookup gives, None when unknown: "special"); on a base: base.id, base.cards and
  base.spec (its printed breakpoint and VP), never its caches;
- changing: game.destroy(base, target, by, why), game.move(target, src, dst, by, why),
  game.return_to_hand(base, target, by, why), game.place_in_deck(base, target, by, why),
  game.play(card, dst, by, why), game.gain_vp(player, n, base, why),
  game.lose_vp(player, n, base, why) (never below 0),
  game.boost(base, target, amount, why) (until the end of the turn),
  game.add_counters(base, target, n, why, by=None) (`by`: whose effect, when known),
  game.take_control(base, target, by, why, until_end_of_turn=False),
  game.add_breakpoint_temp(base, amount, why), game.add_lasting(base, card) (see above),
  game.remove_card(base, card) (the card leaves play with no event and no protection asked: only
  for a card that goes with its scored base to the discard pile and is played elsewhere instead);
  `by` is the card's controller (an effect of one of that player's cards), `why` an M.Loc pair
  (use M.same(text) or a ("english", "français") tuple); each returns False when a protection
  refused it (logged);
- deciding: game.card_choice(card, player) -> model.Choice | None (the choice given in the
  input for this card), game.ask_card(base, card, player, what) -> Choice | None ("may":
  declined, and listed in assumed_choices, when absent), game.chosen_card(choice, candidates,
  what) / game.chosen_base(choice, bases, what) (what the choice names, or an error naming it;
  `what` an entry of error_messages.py), game.reject(choice, key, error, **params) (a choice that
  cannot apply: an error in the main run, declined elsewhere; `error` from error_messages.py),
  game.assume(base_id, player, card_key, choose, reason, card=card_id) for any other decision
  taken for a player, game.play_forbidden(base, card, player) -> reason | None;
- telling: game.log_card(base, card, text) (an M.Loc), game.note_card_not_simulated(base, card,
  reason) (a part of the ability that is not applied: listed in `not_simulated`).

Shared building blocks (one way to write each thing): entries.py (entry shorthands: talent,
hand_only, hidden, unknown_titan, rows of a box table, and the reasons several boxes
share), targets.py (the cards and bases a hook may act on, and the player's pick among them with
the pick assumed when the input gives none), effects.py (hook builders: auras, breakpoints,
protections, Madness draws, scoring standings), common.py (minion filters and counts).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..effect import Effect

MODELLED = "modelled"
NO_EFFECT = "no_scoring_effect"
NOT_SIMULATED = "not_simulated"
STATUSES = (MODELLED, NO_EFFECT, NOT_SIMULATED)

PROTECTIONS = ("destroy", "move", "return", "affect", "power")
# The hooks told of what is acting, as their last argument `effect` (see the docstring).
EFFECT_HOOKS = (
    "protect",
    "forbid_play",
    "on_other_played",
    "on_moved",
    "on_other_moved",
    "on_powered",
    "on_weakened",
    "on_special",
    "on_uncovered",
    "on_talent_used",
)
# What a copier may copy: another player's minion (Copycat), an action played on a minion
# (Cellular Bonding), another player's action (Hello, Dolly!).
COPY_TARGETS = ("other_players_minion", "action_on_minion", "other_players_action")
SCOPES = ("here", "everywhere")
# Which cards an aura may give power to (aura_targets, see the docstring).
AURA_TARGETS = ("all", "own", "attached")
# The type of hand card a Special plays (CardAbility.special_plays).
SPECIAL_PLAYS = ("minion", "action")
# The most result templates an entry keeps (CardAbility.result_template): a card has one per
# key and printing, so this only bounds what unusual lookups could fill.
MAX_TEMPLATES = 16

# The hooks a modelled entry may carry (see the module docstring for their signatures).
HOOKS = (
    "power",
    "aura",
    "breakpoint",
    "protect",
    "counts_for",
    "before_scoring",
    "scoring_vp",
    "after_scoring",
    "on_destroyed",
    "on_other_destroyed",
    "special",
    "cancel_base",
    "forbid_play",
    "instead_of_destroyed",
    "on_other_played",
    "on_moved",
    "on_other_moved",
    "on_powered",
    "on_weakened",
    "cancels",
    "contribution",
    "award_vp",
    "instead_of_returned",
    "instead_of_other_destroyed",
    "instead_of_other_returned",
    "on_special",
    "on_discarded",
    "on_other_discarded",
    "stops_scoring",
    "choose_replacement",
    "on_duel",
    "on_madness_drawn",
    "on_special_used",
    "redirect",
    "end_of_turn",
    "on_uncovered",
    "on_other_uncovered",
    "reward_treasures",
    "on_talent_used",
)
# Hooks that make the Turn look at the card while it is in play (the others are called on demand).
CONTINUOUS = (
    "power",
    "aura",
    "breakpoint",
    "protect",
    "counts_for",
    "cancel_base",
    "forbid_play",
    "contribution",
    "stops_scoring",
)
# The hooks that feed a base's totals (Turn._totals_hooked), which `reads` describes.
TOTALS_HOOKS = frozenset({"power", "counts_for", "aura", "contribution"})
WINDOWS = (
    "before_scoring",
    "scoring_vp",
    "after_scoring",
    "on_other_destroyed",
    "award_vp",
    "choose_replacement",
)

# Logged for such a card already in play at the start (a minion or an Ongoing action with a
# "when played" ability, a one-shot action): what it does when played happened then (the
# session 25 review found "a one-shot card is played" said of Howler, Stomp, Ninja Master...).
ONE_SHOT_REMINDER = (
    "What this card does when played happens then, not while it is in play: to see it, give "
    "the card as a play event (applied where the engine models it; otherwise type that effect "
    "as scripted events: boost, breakpoint_change, destroy, move...)."
)
ONE_SHOT_REMINDER_FR = (
    "Ce que fait cette carte quand elle est jouée se produit à ce moment, pas tant qu'elle est "
    "en jeu : pour le voir, donnez la carte comme événement play (appliqué là où le moteur le "
    "modélise ; sinon saisissez cet effet comme événements scriptés : boost, "
    "breakpoint_change, destroy, move...)."
)

# A copier's own entry: what the board must say (the Turn lists the copy as assumed otherwise).
COPY_REMINDER = (
    'Name the card it copies with "copies" (its id on the board, or "<faction>/<card>").'
)
COPY_REMINDER_FR = (
    'Indiquez la carte qu\'elle copie avec "copies" (son identifiant sur la position, ou '
    '"<faction>/<carte>").'
)

Hook = Callable[..., Any]


class CardAbility:
    __slots__ = (
        "key",
        "status",
        "summary",
        "summary_fr",
        "box",
        "printing",
        "aliases",
        "reason",
        "reason_fr",
        "reminder",
        "reminder_fr",
        "reminder_pair",
        "shared_text_reason",
        "aura_scope",
        "aura_targets",
        "breakpoint_scope",
        "protect_scope",
        "window_scope",
        "play_scope",
        "hooks",
        "json",
        "templates",
        "continuous",
        "filed",
        "reads",
        "reads_controlled",
        "reads_base",
        "reaches_everywhere",
        "windows",
        "window_special",
        "special_plays",
        "copy_target",
        "copy_until_end_of_turn",
        "copy_of",
        "copier",
        "on_arrival",
        "ranks_only",
        "own_totals",
        "filed_or_windows",
        *HOOKS,
    )

    def __init__(
        self,
        key: str,
        status: str,
        summary: str,
        summary_fr: str,
        *,
        box: str,
        printing: str | None = None,
        aliases: tuple[str, ...] = (),
        reason: str = "",
        reason_fr: str = "",
        reminder: str = "",
        reminder_fr: str = "",
        shared_text_reason: str = "",
        aura_scope: str = "here",
        aura_targets: str = "all",
        breakpoint_scope: str = "here",
        protect_scope: str = "here",
        window_scope: str = "here",
        play_scope: str = "here",
        copy_target: str | None = None,
        copy_until_end_of_turn: bool = False,
        reads: tuple[str, ...] | None = None,
        reads_controlled: tuple[str, ...] = (),
        reads_base: bool = True,
        ranks_only: bool = False,
        special_plays: str | None = None,
        **hooks: Hook,
    ) -> None:
        if status not in STATUSES:
            raise ValueError(f"{key}: unknown status {status!r}")
        if "/" not in key:
            raise ValueError(f"{key}: a card key is '<faction>/<card>'")
        if not summary or not summary_fr:
            raise ValueError(f"{key}: a summary in English and French is required")
        if status == NOT_SIMULATED and not (reason and reason_fr):
            raise ValueError(f"{key}: a not-simulated ability needs a reason (EN and FR)")
        if bool(reminder) != bool(reminder_fr):
            raise ValueError(f"{key}: a reminder needs both languages")
        unknown = set(hooks) - set(HOOKS)
        if unknown:
            raise ValueError(f"{key}: unknown hooks {sorted(unknown)}")
        if hooks and status != MODELLED:
            raise ValueError(f"{key}: only a modelled entry carries hooks")
        if status == MODELLED and not hooks and copy_target is None:
            raise ValueError(f"{key}: a modelled entry needs at least one hook")
        if copy_target is not None and copy_target not in COPY_TARGETS:
            raise ValueError(f"{key}: unknown copy target {copy_target!r}")
        for scope in (aura_scope, breakpoint_scope, protect_scope, window_scope, play_scope):
            if scope not in SCOPES:
                raise ValueError(f"{key}: unknown scope {scope!r}")
        aura = hooks.get("aura")
        if aura_targets == "all" and aura is not None:
            # An aura made by a factory that knows whom it reaches and what it reads says so
            # (cards.effects.attached_aura): every entry using it gets both.
            aura_targets = getattr(aura, "aura_targets", "all")
            if reads is None and TOTALS_HOOKS.intersection(hooks) == {"aura"}:
                reads = getattr(aura, "reads", None)
        if aura_targets not in AURA_TARGETS:
            raise ValueError(f"{key}: unknown aura_targets {aura_targets!r}")
        if aura is not None and aura_targets != "own":
            # An aura reaching only its controller's cards never meets another player's
            # protection: left unwrapped (it is asked about many cards: Microbot Fixer).
            hooks["aura"] = refusable_aura(aura)
        if aura_targets != "all" and "aura" not in hooks:
            raise ValueError(f"{key}: aura_targets without an aura hook")
        if reads is not None and not TOTALS_HOOKS.intersection(hooks):
            raise ValueError(f"{key}: reads without a power, counts_for, aura or contribution hook")
        if (reads_controlled or not reads_base) and reads is None:
            raise ValueError(f"{key}: reads_controlled or reads_base without reads")
        if ranks_only and "contribution" not in hooks:
            raise ValueError(f"{key}: ranks_only without a contribution hook")
        if special_plays is not None and (
            special_plays not in SPECIAL_PLAYS or "special" not in hooks
        ):
            raise ValueError(f"{key}: special_plays is 'minion' or 'action', with a special hook")
        self.key = key
        self.status = status
        self.summary = summary
        self.summary_fr = summary_fr
        self.box = box
        self.printing = printing
        self.aliases = tuple(aliases)
        self.reason = reason
        self.reason_fr = reason_fr
        self.reminder = reminder
        self.reminder_fr = reminder_fr
        # The reminder as a log parameter (English, French): many cards share one.
        self.reminder_pair = (reminder, reminder_fr)
        self.shared_text_reason = shared_text_reason
        self.aura_scope = aura_scope
        self.aura_targets = aura_targets
        self.breakpoint_scope = breakpoint_scope
        self.protect_scope = protect_scope
        self.window_scope = window_scope
        self.play_scope = play_scope
        for name in HOOKS:
            setattr(self, name, hooks.get(name))
        self.hooks = frozenset(hooks)
        # What a result says of this ability (the `card_abilities` entries), built once.
        self.json: dict[str, str] = {
            "status": status,
            "summary": summary,
            "summary_fr": summary_fr,
        }
        if reminder:
            self.json.update(reminder=reminder, reminder_fr=reminder_fr)
        if reason:
            self.json.update(reason=reason, reason_fr=reason_fr)
        # The `card_abilities` entries of a result for the cards of this entry, without their
        # card ids, by (key, printing) (result_template): a result copies one rather than
        # building a dict of ~8 keys per card.
        self.templates: dict[tuple, dict] = {}
        # Precomputed: does the Turn need to look at this card while computing power,
        # breakpoints and protections, or in the scoring windows?
        self.continuous = any(name in hooks for name in CONTINUOUS)
        # The continuous hooks the Turn files under the card's base or everywhere, by their
        # scope (turn.Turn._sources): (hook, True for "everywhere"), the hooks absent left out.
        self.filed = tuple(
            (name, scope == "everywhere")
            for name, scope in (
                ("contribution", aura_scope),
                ("stops_scoring", breakpoint_scope),
                ("aura", aura_scope),
                ("breakpoint", breakpoint_scope),
                ("protect", protect_scope),
            )
            if name in hooks
        )
        self.reads = None if reads is None else frozenset(reads)
        self.reads_controlled = frozenset(reads_controlled)
        self.reads_base = reads_base
        # Its contribution changes the controller's total only, not the base's total power.
        self.ranks_only = ranks_only
        # Its aura or contribution reaches cards on every base: its arrival or departure may
        # change the totals of any base (Turn._changed then recomputes them all).
        # A protection reaching every base counts too: it may refuse an aura's power on any
        # base (the "power" protection, refusable_aura).
        self.reaches_everywhere = any(
            anywhere for name, anywhere in self.filed if name in ("aura", "contribution", "protect")
        )
        self.windows = any(name in hooks for name in WINDOWS)
        # Its own power or counts_for hook: the totals ask it about its own card (a test made
        # once here rather than twice per card in every total, Power._totals_hooked).
        self.own_totals = "power" in hooks or "counts_for" in hooks
        # Listed by the filing of the sources (turn.Turn._sources), which looks at these cards
        # only.
        self.filed_or_windows = bool(self.filed) or self.windows
        # Its window hooks are its printed Special (set by mark_window_specials).
        self.window_special = False
        # Its Special plays a card of this type from its player's hand, named by the event's
        # choose.play (Hidden Ninja: "minion"): the advisor tries each such hand card.
        self.special_plays = special_plays
        self.copy_target = copy_target
        self.copy_until_end_of_turn = copy_until_end_of_turn
        # On an entry made by copying(): the copied entry and the copier's own entry.
        self.copy_of: CardAbility | None = None
        self.copier: CardAbility | None = None
        # Something to tell when the card comes into play (Turn._card_arrives): listed as not
        # simulated, or a reminder logged.
        self.on_arrival = status == NOT_SIMULATED or bool(reminder)

    def result_template(self, slot: tuple, name: str | None) -> dict:
        """The `card_abilities` entry of a result for a card of this entry, "cards" left to
        fill: slot is (key, printing), or (key, printing, id of this entry) for a copier (see
        Turn.card_abilities_json), name the card's name. Made once per slot (again when the
        name differs), copied by each result."""
        templates = self.templates
        if slot not in templates and len(templates) >= MAX_TEMPLATES:
            templates.clear()
        template = templates[slot] = {
            "key": slot[0],
            "printing": slot[1],
            "name": name,
            "cards": None,
            **self.json,
        }
        return template

    def __repr__(self) -> str:
        return f"<CardAbility {self.key} {self.printing or 'both'} {self.status}>"


# The effect a protection is told of when asked "power" for an aura of a card of each type.
_AURA_EFFECTS = {kind: Effect(source_type=kind) for kind in ("action", "minion")}


def refusable_aura(aura: Hook) -> Hook:
    """The aura hook `aura`, whose power another player's protected card refuses.

    A change of power is being affected (Conflit de Générations rulebook, "Termes et
    restrictions", p. 9, lists a change of power among the ways a card is affected, beside being
    moved or returned; the older core rulebook's list has no change of power, the newest wins).
    So a card "not affected by other players' cards" (or actions, minions, abilities)
    gets nothing from another player's aura or lasting effect, a bonus or a malus: the
    protections are asked "power" (Turn.blocked), with effect.source_type the type of the
    aura's card for those against one type of card. Every aura of the registry that may reach
    another player's card goes through this (CardAbility wraps it once; not one with
    aura_targets "own"), so no card has to ask it itself."""
    if getattr(aura, "refusable", False):
        return aura

    def guarded(game, base, card, target_base, target) -> int:
        value = aura(game, base, card, target_base, target)
        if not value:
            return value
        by = card.controller
        if by is None or by == target.controller:
            return value
        # What is acting is the aura's card, whatever action is under way.
        asking = _AURA_EFFECTS.get(card.type) or Effect(source_type=card.type)
        return 0 if game.blocked(target_base, target, by, "power", asking) else value

    guarded.refusable = True  # type: ignore[attr-defined]
    for name in ("aura_targets", "reads"):
        if hasattr(aura, name):
            setattr(guarded, name, getattr(aura, name))
    guarded.__name__ = getattr(aura, "__name__", "aura")
    guarded.__wrapped__ = aura  # type: ignore[attr-defined]
    return guarded


_REGISTRY: dict[tuple[str, str | None], CardAbility] = {}


def register(*entries: CardAbility) -> None:
    for entry in entries:
        for key in (entry.key, *entry.aliases):
            slot = (key, entry.printing)
            if slot in _REGISTRY:
                raise ValueError(f"card ability registered twice: {slot}")
            _REGISTRY[slot] = entry


def mark_window_specials(keys: tuple[tuple[str, str], ...]) -> None:
    """Flag the entries whose window hooks use the card's Special (window_specials.py)."""
    for key, printing in keys:
        entry = lookup(key, printing)
        if entry is None or not entry.windows:
            raise ValueError(f"{key} ({printing}): no modelled entry with a window hook")
        entry.window_special = True


def lookup(key: str, printing: str) -> CardAbility | None:
    return _REGISTRY.get((key, printing)) or _REGISTRY.get((key, None))


def registered() -> dict[tuple[str, str | None], CardAbility]:
    return dict(_REGISTRY)


def modelled(
    key: str,
    summary: str,
    summary_fr: str,
    *,
    box: str,
    printing: str | None = None,
    aliases: tuple[str, ...] = (),
    shared_text_reason: str = "",
    aura_scope: str = "here",
    aura_targets: str = "all",
    breakpoint_scope: str = "here",
    protect_scope: str = "here",
    window_scope: str = "here",
    play_scope: str = "here",
    reminder: str = "",
    reminder_fr: str = "",
    reads: tuple[str, ...] | None = None,
    ranks_only: bool = False,
    special_plays: str | None = None,
    **hooks: Hook,
) -> CardAbility:
    return CardAbility(
        key,
        MODELLED,
        summary,
        summary_fr,
        box=box,
        printing=printing,
        aliases=aliases,
        shared_text_reason=shared_text_reason,
        aura_scope=aura_scope,
        aura_targets=aura_targets,
        breakpoint_scope=breakpoint_scope,
        protect_scope=protect_scope,
        window_scope=window_scope,
        play_scope=play_scope,
        reminder=reminder,
        reminder_fr=reminder_fr,
        reads=reads,
        ranks_only=ranks_only,
        special_plays=special_plays,
        **hooks,
    )


def copier(
    key: str,
    summary: str,
    summary_fr: str,
    *,
    box: str,
    copy_target: str,
    copy_until_end_of_turn: bool = False,
    printing: str | None = None,
    aliases: tuple[str, ...] = (),
    shared_text_reason: str = "",
    **hooks: Hook,
) -> CardAbility:
    """A card that copies another card's ability (see the module docstring): modelled, its
    hooks those of the card it copies (given by the card key "copies")."""
    return CardAbility(
        key,
        MODELLED,
        summary,
        summary_fr,
        box=box,
        printing=printing,
        aliases=aliases,
        shared_text_reason=shared_text_reason,
        reminder=COPY_REMINDER,
        reminder_fr=COPY_REMINDER_FR,
        copy_target=copy_target,
        copy_until_end_of_turn=copy_until_end_of_turn,
        **hooks,
    )


_COPIES: dict[tuple[int, int], CardAbility] = {}


def copying(own: CardAbility, copied: CardAbility, title: str) -> CardAbility:
    """The ability of a card whose own entry `own` (a copier) copies the entry `copied` (of the
    card named `title`): the copied status, hooks and scopes under the copier's key. Built once
    per pair (the same object for every card copying the same ability)."""
    if copied.copy_target is not None:
        # A copier that copies nothing itself: there is nothing to copy.
        return own
    slot = (id(own), id(copied))
    entry = _COPIES.get(slot)
    if entry is not None:
        return entry
    # A copier that copies a card has that card's ability: the copy takes it (a chain of
    # copies resolves to the first card's ability).
    source = copied
    hooks = {name: getattr(source, name) for name in source.hooks}
    reason = reason_fr = ""
    if source.status == NOT_SIMULATED:
        reason = f"it copies {title}: {source.reason}"
        reason_fr = f"elle copie {title} : {source.reason_fr}"
    entry = CardAbility(
        own.key,
        source.status,
        f"Copies {title}: {source.summary}",
        f"Copie {title} : {source.summary_fr}",
        box=own.box,
        printing=own.printing,
        reason=reason,
        reason_fr=reason_fr,
        reminder=source.reminder,
        reminder_fr=source.reminder_fr,
        aura_scope=source.aura_scope,
        aura_targets=source.aura_targets,
        breakpoint_scope=source.breakpoint_scope,
        protect_scope=source.protect_scope,
        window_scope=source.window_scope,
        play_scope=source.play_scope,
        reads=None if source.reads is None else tuple(source.reads),
        reads_controlled=tuple(source.reads_controlled),
        reads_base=source.reads_base,
        ranks_only=source.ranks_only,
        **hooks,
    )
    entry.copy_of = source
    entry.copier = own
    entry.copy_until_end_of_turn = own.copy_until_end_of_turn
    entry.json["copies"] = source.key
    _COPIES[slot] = entry
    return entry


def no_effect(
    key: str,
    summary: str,
    summary_fr: str,
    *,
    box: str,
    printing: str | None = None,
    aliases: tuple[str, ...] = (),
    reminder: str = "",
    reminder_fr: str = "",
    shared_text_reason: str = "",
) -> CardAbility:
    return CardAbility(
        key,
        NO_EFFECT,
        summary,
        summary_fr,
        box=box,
        printing=printing,
        aliases=aliases,
        reminder=reminder,
        reminder_fr=reminder_fr,
        shared_text_reason=shared_text_reason,
    )


def not_simulated(
    key: str,
    summary: str,
    summary_fr: str,
    reason: str,
    reason_fr: str,
    *,
    box: str,
    printing: str | None = None,
    aliases: tuple[str, ...] = (),
    shared_text_reason: str = "",
) -> CardAbility:
    return CardAbility(
        key,
        NOT_SIMULATED,
        summary,
        summary_fr,
        box=box,
        printing=printing,
        aliases=aliases,
        reason=reason,
        reason_fr=reason_fr,
        shared_text_reason=shared_text_reason,
    )


def one_shot(
    key: str,
    summary: str,
    summary_fr: str,
    *,
    box: str,
    printing: str | None = None,
    aliases: tuple[str, ...] = (),
    shared_text_reason: str = "",
) -> CardAbility:
    """A one-shot action or "when played" ability: no effect at scoring, with the standard
    reminder to type its effect as a scripted event."""
    return no_effect(
        key,
        summary,
        summary_fr,
        box=box,
        printing=printing,
        aliases=aliases,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        shared_text_reason=shared_text_reason,
    )
