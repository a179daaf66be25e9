"""OpenAPI documentation of the simulator endpoints: shapes, examples and every error status.

The serializers here describe the engine's JSON contract for the schema only; the engine itself
validates the input and reports the first problem with its field path.
"""

import copy

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse
from rest_framework import serializers

from simulator.engine import BoardError, simulate
from simulator.examples import load_board

TAG = "simulator"


class SimulatorErrorDetailSerializer(serializers.Serializer):
    field = serializers.CharField(
        allow_null=True, help_text='Path of the faulty value, e.g. "bases[0].cards[2].power".'
    )
    message = serializers.CharField(help_text="What is wrong, in English.")
    message_fr = serializers.CharField(help_text="The same message in French.")


class SimulatorErrorSerializer(serializers.Serializer):
    error = SimulatorErrorDetailSerializer()


class SimulatorBoardCardSerializer(serializers.Serializer):
    id = serializers.CharField(required=False, help_text="Unique in the board; events name it.")
    type = serializers.ChoiceField(choices=["minion", "action", "titan", "monster", "buried"])
    owner = serializers.CharField(required=False)
    controller = serializers.CharField(required=False, help_text="Defaults to the owner.")
    power = serializers.IntegerField(required=False)
    counters = serializers.IntegerField(required=False, help_text="+1 power counters.")
    modifier = serializers.IntegerField(required=False)
    treasures = serializers.IntegerField(required=False, help_text="Monsters only.")
    card = serializers.CharField(
        required=False,
        help_text='A free label, or a catalog card "<faction>/<card>": its printed power and '
        "ability then apply (power becomes optional).",
    )
    printing = serializers.ChoiceField(
        choices=["original", "pod"], required=False, help_text="The catalog card's printing."
    )
    attached_to = serializers.CharField(
        required=False, help_text="An action played on a minion: that minion's id (same base)."
    )
    copies = serializers.CharField(
        required=False,
        help_text="A card that copies another card's ability (Copycat: another player's "
        "minion; Cellular Bonding: an action on a minion; Hello, Dolly!: another player's "
        'action): the copied card\'s id on the board, or "<faction>/<card>" for a card no '
        "longer in play. Without it the copier copies nothing (listed in assumed_choices); "
        "Copycat's copy ends with the turn.",
    )


class SimulatorBoardBaseSerializer(serializers.Serializer):
    id = serializers.CharField(
        required=False, help_text='Defaults to "b1", "b2"... (bases) and "deck1"... (base deck).'
    )
    base = serializers.CharField(required=False, help_text="Catalog base slug.")
    printing = serializers.ChoiceField(choices=["original", "pod"], required=False)
    name = serializers.CharField(required=False, help_text="A label for a base typed by hand.")
    breakpoint = serializers.IntegerField(
        required=False, help_text="Required when `base` is not given (overrides the catalog)."
    )
    vp = serializers.ListField(
        child=serializers.IntegerField(),
        min_length=3,
        max_length=3,
        required=False,
        help_text="VP for 1st, 2nd, 3rd. Required with breakpoint when `base` is not given.",
    )
    breakpoint_modifier = serializers.IntegerField(required=False)
    counters = serializers.IntegerField(required=False, help_text="+1 power counters on the base.")
    cards = SimulatorBoardCardSerializer(many=True, required=False)


class SimulatorBoardSerializer(serializers.Serializer):
    players = serializers.ListField(child=serializers.CharField(), min_length=2, max_length=4)
    active_player = serializers.CharField()
    vp = serializers.DictField(child=serializers.IntegerField(), required=False)
    madness = serializers.DictField(child=serializers.IntegerField(), required=False)
    hand_size = serializers.DictField(
        child=serializers.IntegerField(min_value=0),
        required=False,
        help_text="How many cards each player holds (read by cards such as Ghosts' Haunting); "
        "a card that needs a hand size not given is listed in not_simulated.",
    )
    hands = serializers.DictField(
        child=serializers.ListField(child=serializers.DictField()),
        required=False,
        help_text="The play phase (issue 27): each player's known cards in hand, as card objects "
        "without a position (owner: that player by default; type optional for a catalog card). "
        "hand_size is at least the number listed. A play event names a hand card by its id.",
    )
    plays_made = serializers.DictField(
        child=serializers.IntegerField(min_value=0),
        required=False,
        help_text='What the active player already played this turn: {"minion": n, "action": n} '
        "(0 and 0 by default). Plays beyond one minion and one action (plus the extra plays "
        "that resolved cards grant) are applied with a warning.",
    )
    bases = SimulatorBoardBaseSerializer(many=True, max_length=20)
    base_deck = SimulatorBoardBaseSerializer(
        many=True, required=False, help_text="Replacement bases, top first."
    )
    scoring_order = serializers.ListField(child=serializers.CharField(), required=False)
    choices = serializers.ListField(
        child=serializers.DictField(),
        required=False,
        help_text='A player\'s decision for a base ability: {"base", "player", "choose"}, where '
        '"choose" is null (declined) or an object with "card", "to" (a base id), "base" (a '
        'base id), "order", "play" (a card), "player" (Wintersquashed: who gets the minion), '
        '"count" (1 to 100: how many, e.g. the counters Expert Timing moves), or "factions" '
        "(faction slugs a card names: Block the Path). The order of the cards' end-of-turn "
        'effects: {"base": null, "player": <active player>, "choose": {"order": [card ids]}}.',
    )
    events = serializers.ListField(
        child=serializers.DictField(),
        required=False,
        help_text='Scripted events {"when": "now" | "before_scoring" | "after_scoring", "base", '
        '"action", ...}; "action" is one of move, destroy, return, add_counters, play, '
        "play_titan, replace_base, special, gain_vp, boost, breakpoint_change, take_control, "
        'bury ("card": a card id, optional "to"; or a buried card object from hand or a '
        'discard pile, with "to") and uncover ("card": a buried card id, optional "by"). '
        '"play" takes "card" (a card object, or the id of a card in "hands"), "to" (its base; '
        'optional for an action played on a minion, named by "attached_to", and for a standard '
        'action), "by" and "choose": the decisions of the played card\'s own ability ("card", '
        '"cards": [ids], "to", "base", "player", "players", "mode", "count", "order", "play": '
        'a card object or a hand card\'s id played as an extra card; {} declines a "may"). '
        '"talent" ("card": the '
        'id of a card in play, "by", "choose") uses that card\'s Talent.',
    )
    end_of_turn = serializers.BooleanField(required=False, default=True)


class SimulatorStandingSerializer(serializers.Serializer):
    player = serializers.CharField()
    power = serializers.IntegerField()
    place = serializers.IntegerField()
    vp = serializers.IntegerField()


class SimulatorScoringSerializer(serializers.Serializer):
    base = serializers.CharField()
    name = serializers.CharField(
        allow_null=True, help_text="The base's name: typed in, or the catalog's English name."
    )
    name_fr = serializers.CharField(
        allow_null=True,
        help_text="The catalog's French name; null when the catalog has none or the name was "
        "typed in (then use name).",
    )
    breakpoint = serializers.IntegerField()
    total_power = serializers.IntegerField()
    standings = SimulatorStandingSerializer(many=True)
    treasure_picks = serializers.ListField(child=serializers.CharField())
    replaced_by = serializers.CharField(allow_null=True)
    card_powers = serializers.DictField(
        child=serializers.IntegerField(),
        help_text="Each card's own power (by id) when VP are awarded.",
    )
    stopped = serializers.BooleanField(help_text="The scoring stopped: its base left play.")


class SimulatorDeclinedChoiceSerializer(serializers.Serializer):
    field = serializers.CharField(help_text="The choice's field, as a 400 would name it.")
    message = serializers.CharField()
    message_fr = serializers.CharField()


class SimulatorAlternativeSerializer(serializers.Serializer):
    order = serializers.ListField(child=serializers.CharField())
    vp = serializers.DictField(child=serializers.IntegerField())
    winners = serializers.ListField(child=serializers.CharField())
    declined_choices = SimulatorDeclinedChoiceSerializer(
        many=True,
        required=False,
        help_text="Choices of the input that cannot apply in this order (the card they name has "
        "left, say), counted as declined here; asked with this order as `scoring_order`, the "
        "same board is refused with the first of them.",
    )


class SimulatorLogEntrySerializer(serializers.Serializer):
    rule = serializers.CharField(help_text="Slug of the rules-reference section applied.")
    message = serializers.CharField(help_text="Id of the message in the engine's catalog.")
    text = serializers.CharField()
    text_fr = serializers.CharField(help_text="The same text in French.")
    base = serializers.CharField(required=False)


class SimulatorAssumptionSerializer(serializers.Serializer):
    base = serializers.CharField(help_text="Id of the base in the position.")
    ability = serializers.CharField(help_text="Slug of the base ability applied.")
    printing = serializers.ChoiceField(
        choices=["original", "pod"], help_text="The printing whose ability text is unknown."
    )
    text = serializers.CharField(
        help_text="What was assumed, e.g. 'Moon Dumpster (original): its text is unknown; the "
        "POD ability was applied'."
    )
    text_fr = serializers.CharField(help_text="The same text in French.")


class SimulatorAssumedChoiceSerializer(serializers.Serializer):
    base = serializers.CharField(
        allow_null=True, help_text="Id of the base whose ability (or where the card) decides."
    )
    player = serializers.CharField(allow_null=True, help_text="The player who decides.")
    ability = serializers.CharField(
        allow_null=True, help_text="Slug of the base ability (or the card key) that decides."
    )
    card = serializers.CharField(
        required=False, help_text="Id of the card in play whose decision it is (a card's only)."
    )
    event = serializers.IntegerField(
        required=False,
        help_text="A played card's decision (issue 27), or a Special's (a `special` event): the "
        "index of its event; give the decision as that event's `choose`.",
    )
    choose = serializers.JSONField(
        allow_null=True,
        help_text="The decision the engine took, as a `choose` of `choices` (null: declined).",
    )
    choosable = serializers.BooleanField(
        required=False,
        help_text="false: a fact the board does not give was assumed (which card a copier "
        "copies, no duel card laid...), not a decision: no choice changes it; the reason says "
        "what to give instead. Absent otherwise.",
    )
    reason = serializers.CharField()
    reason_fr = serializers.CharField(help_text="The same text in French.")
    options = serializers.ListField(
        child=serializers.DictField(),
        required=False,
        help_text="A base ability's decision, or a played card's (with `event`), when the board "
        "holds its candidates: each decision it can take, as a complete `choose` (give it as "
        "{base, player, choose} in `choices`, or as the play event's `choose`), in table order, "
        "at most 20.",
    )
    options_cut = serializers.BooleanField(
        required=False, help_text="With `options`: true when more options exist than listed."
    )


class SimulatorScoreResultSerializer(serializers.Serializer):
    eligible = serializers.ListField(child=serializers.CharField())
    order = serializers.ListField(child=serializers.CharField())
    scorings = SimulatorScoringSerializer(many=True)
    vp = serializers.DictField(child=serializers.IntegerField())
    game_over = serializers.BooleanField()
    winners = serializers.ListField(child=serializers.CharField())
    final_scores = serializers.DictField(child=serializers.IntegerField())
    alternatives = SimulatorAlternativeSerializer(many=True)
    alternatives_complete = serializers.BooleanField(
        required=False,
        help_text="False when some other orders are not listed: more than 6 eligible bases, or "
        "the simulator's work budget for one board was spent (a log entry says how many orders "
        "were not tried).",
    )
    board = serializers.DictField(
        help_text="The position after the turn, in the input format (with `hands` when the input "
        "had hands or a played card returned a card to a hand)."
    )
    log = SimulatorLogEntrySerializer(many=True)
    assumptions = SimulatorAssumptionSerializer(
        many=True,
        help_text="Bases whose printing's ability text no source gives: the engine applied the "
        "other printing's ability, and says so here (and in the log).",
    )
    assumed_choices = SimulatorAssumedChoiceSerializer(
        many=True,
        help_text="Each decision the engine took for a player without a choice in the input.",
    )
    not_simulated = serializers.ListField(child=serializers.DictField())
    warnings = serializers.ListField(
        child=serializers.DictField(),
        help_text="What the board says that the engine kept but doubts (text, text_fr).",
    )
    card_abilities = serializers.ListField(
        child=serializers.DictField(),
        help_text="The catalog cards of the board with their ability's status and summary "
        "(a copier's entry also gives `copies`: the key of the card whose ability it has).",
    )
    plays = serializers.ListField(
        child=serializers.DictField(),
        help_text="One entry per card played (issue 27): {event, card, by, to, applied, reason?, "
        "reason_fr?}; applied is false when the played card's ability could not act (a target "
        "it cannot take, nothing to act on) or is not simulated, and reason says why.",
    )
    totals = serializers.DictField(
        child=serializers.DictField(),
        help_text="Each base's power at the start of the scoring phase, by base id: `power`, "
        "`breakpoint` (with its modifiers), `players` (each player's power there) and "
        "`reaches` (true when it scores).",
    )


class SimulatorScenarioLinkSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="Content hash of the position (20 hex digits).")
    url = serializers.URLField(help_text="Permalink of the page showing it.")


class SimulatorScenarioSerializer(SimulatorScenarioLinkSerializer):
    created_at = serializers.DateTimeField()
    board = SimulatorBoardSerializer()
    result = SimulatorScoreResultSerializer(allow_null=True)
    error = SimulatorErrorDetailSerializer(allow_null=True)


class SimulatorBaseHitSerializer(serializers.Serializer):
    slug = serializers.CharField()
    printing = serializers.CharField()
    name_en = serializers.CharField()
    name_fr = serializers.CharField()
    box = serializers.CharField()
    box_fr = serializers.CharField()
    breakpoint = serializers.IntegerField(allow_null=True)
    vp = serializers.ListField(child=serializers.IntegerField(allow_null=True))
    monsters = serializers.IntegerField(allow_null=True)


class SimulatorCardHitSerializer(serializers.Serializer):
    slug = serializers.CharField()
    printing = serializers.CharField()
    type = serializers.CharField()
    name_en = serializers.CharField()
    name_fr = serializers.CharField()
    faction = serializers.CharField()
    faction_fr = serializers.CharField()
    power = serializers.IntegerField(allow_null=True)
    power_text = serializers.CharField()


class SimulatorBaseHitsSerializer(serializers.Serializer):
    results = SimulatorBaseHitSerializer(many=True)


class SimulatorCardHitsSerializer(serializers.Serializer):
    results = SimulatorCardHitSerializer(many=True)


class SimulatorCoverageCountsSerializer(serializers.Serializer):
    modelled = serializers.IntegerField(help_text="The simulator applies the ability.")
    no_scoring_effect = serializers.IntegerField(
        help_text="The ability never changes the Conquest phase (it works during the turn)."
    )
    not_simulated = serializers.IntegerField(
        help_text="It might matter and is not modelled (listed in `not_simulated`)."
    )
    unclassified = serializers.IntegerField(
        help_text="Catalog records the simulator's registry has no entry for yet."
    )
    all = serializers.IntegerField(help_text="Every catalog record (one per printing).")


class SimulatorPlayCoverageCountsSerializer(serializers.Serializer):
    applied = serializers.IntegerField(
        help_text="The simulator applies what the card does when it is played."
    )
    no_board_effect = serializers.IntegerField(
        help_text="Playing it changes nothing the board holds."
    )
    not_simulated = serializers.IntegerField(
        help_text='It may change the board and is not applied (with "not modelled yet", every '
        "card of a box the play phase does not cover yet)."
    )
    all = serializers.IntegerField(
        help_text="Every catalog card record (one per printing): the same as `cards`."
    )


class SimulatorPlayCoverageBoxSerializer(serializers.Serializer):
    box = serializers.CharField(
        help_text="The catalog box's slug (a card counts in its faction's first box)."
    )
    title = serializers.CharField()
    title_fr = serializers.CharField(allow_null=True)
    counts = SimulatorPlayCoverageCountsSerializer()


class SimulatorPlayCoverageTableSerializer(serializers.Serializer):
    total = SimulatorPlayCoverageCountsSerializer()
    boxes = SimulatorPlayCoverageBoxSerializer(many=True, help_text="In release order.")


class SimulatorCoverageBoxSerializer(serializers.Serializer):
    box = serializers.CharField(
        help_text="The catalog box's slug (a card counts in its faction's first box)."
    )
    title = serializers.CharField()
    title_fr = serializers.CharField(allow_null=True)
    counts = SimulatorCoverageCountsSerializer()


class SimulatorCoverageTableSerializer(serializers.Serializer):
    total = SimulatorCoverageCountsSerializer()
    boxes = SimulatorCoverageBoxSerializer(many=True, help_text="In release order.")


class SimulatorNotSimulatedSerializer(serializers.Serializer):
    key = serializers.CharField(
        help_text='The registry key: "<faction>/<card>" for a card, the slug for a base.'
    )
    faction = serializers.CharField(allow_null=True, help_text="The faction's slug.")
    slug = serializers.CharField()
    printings = serializers.ListField(
        child=serializers.CharField(),
        help_text='The catalog printings this entry covers ("original", "pod").',
    )
    name = serializers.CharField()
    name_fr = serializers.CharField(allow_null=True)
    box = serializers.CharField()
    box_title = serializers.CharField()
    box_title_fr = serializers.CharField(allow_null=True)
    summary = serializers.CharField(help_text="The ability in our own words (not the text).")
    summary_fr = serializers.CharField()
    reason = serializers.CharField(help_text="Why the simulator does not apply it.")
    reason_fr = serializers.CharField()


class SimulatorNotSimulatedListsSerializer(serializers.Serializer):
    cards = SimulatorNotSimulatedSerializer(many=True)
    bases = SimulatorNotSimulatedSerializer(many=True)
    plays = SimulatorNotSimulatedSerializer(
        many=True,
        help_text="The cards a play module marks not simulated when played (issue 27), with its "
        'reason; a card no module covers yet ("not modelled yet") is counted in `plays`, not '
        "listed.",
    )


class SimulatorCoverageSerializer(serializers.Serializer):
    statuses = serializers.ListField(
        child=serializers.CharField(), help_text="The columns of `counts`, in order."
    )
    cards = SimulatorCoverageTableSerializer()
    bases = SimulatorCoverageTableSerializer()
    not_simulated = SimulatorNotSimulatedListsSerializer()
    plays = SimulatorPlayCoverageTableSerializer(
        help_text="The same card records counted by play status (issue 27: what each card does "
        "when it is played); every card has one, so there is no `unclassified`."
    )


def _error(description: str, field: str | None, message: str, message_fr: str) -> OpenApiResponse:
    return OpenApiResponse(
        response=SimulatorErrorSerializer,
        description=description,
        examples=[
            OpenApiExample(
                description,
                value={"error": {"field": field, "message": message, "message_fr": message_fr}},
                response_only=True,
            )
        ],
    )


def _engine_error(board: dict) -> dict:
    """The engine's own error for a malformed board (the 400 example)."""
    try:
        simulate(board)
    except BoardError as exc:
        return exc.as_dict()["error"]
    raise AssertionError("the example board of the 400 response must be malformed")


TIE_BOARD = load_board("tie-10-10-5")
# The tie names no catalog base: the engine alone computes it, with no database access.
TIE_RESULT = simulate(TIE_BOARD)
_MALFORMED = copy.deepcopy(TIE_BOARD)
_MALFORMED["bases"][0]["cards"][2]["power"] = "4"
MALFORMED_ERROR = _engine_error(_MALFORMED)

BOARD_ERRORS = {
    400: _error(
        "Malformed board: invalid JSON, wrong types, unknown player, duplicate id, negative VP, "
        "non-integer power, unknown catalog slug, more than 4 players, 20 bases or 400 cards. "
        "The first problem is reported with its field path, in English (`message`) and in "
        "French (`message_fr`).",
        MALFORMED_ERROR["field"],
        MALFORMED_ERROR["message"],
        MALFORMED_ERROR["message_fr"],
    ),
    413: _error(
        "The body is over 256 KB.",
        None,
        "The board is larger than 262144 bytes (256 KB), the simulator's limit.",
        "La position dépasse 262144 octets (256 Ko), la limite du simulateur.",
    ),
    415: _error(
        "The body is not sent as application/json.",
        None,
        "Send the board as application/json (got text/plain).",
        "Envoyez la position en application/json (reçu : text/plain).",
    ),
    429: _error(
        'Too many requests from this address (scope "simulator"); see Retry-After.',
        None,
        "Request was throttled. Expected available in 12 seconds.",
        "Requête ralentie. Disponible à nouveau dans 12 secondes.",
    ),
}

SCORE = {
    "tags": [TAG],
    "operation_id": "simulator_score",
    "summary": "Score a board position",
    "description": (
        "Runs the scoring engine on a position: which bases score, in which order, the "
        "standings and VP of each conquest, treasure picks, the VP after the turn, the end of "
        "the game, the outcome of every other scoring order, and the log of every rule applied. "
        "The body is limited to 256 KB. Throttled per address (scope `simulator`)."
    ),
    "request": SimulatorBoardSerializer,
    "responses": {
        200: OpenApiResponse(
            SimulatorScoreResultSerializer,
            description="The outcome of the turn.",
            examples=[
                OpenApiExample(
                    "The 10/10/5 tie, scored",
                    value=TIE_RESULT,
                    response_only=True,
                    description="Computed by the engine from the request example.",
                )
            ],
        ),
        **BOARD_ERRORS,
    },
    "examples": [
        OpenApiExample(
            "The 10/10/5 tie",
            value=TIE_BOARD,
            request_only=True,
            description="Two players tie for first; the third player is third, not second.",
        ),
    ],
}


class SimulatorAdviseBoardSerializer(SimulatorBoardSerializer):
    limit = serializers.IntegerField(
        min_value=1, max_value=20, required=False, help_text="How many plays to return (5)."
    )


class SimulatorAdvicePlaySerializer(serializers.Serializer):
    events = serializers.ListField(
        child=serializers.DictField(),
        help_text="The play events, each with its full choose: add them to the board's events "
        "and `score` gives this outcome.",
    )
    choices = serializers.ListField(
        child=serializers.DictField(),
        help_text="The active player's decisions after the plays that this outcome takes "
        "otherwise than `score` assumes (a base's ability when it scores), as choices to add "
        "after the board's `choices` (empty: none).",
    )
    scoring_order = serializers.ListField(
        child=serializers.CharField(),
        allow_null=True,
        help_text="The order the bases score in for this outcome, when it is not the one "
        "`score` assumes: give it as the board's `scoring_order` (null: none).",
    )
    vp = serializers.DictField(child=serializers.IntegerField(), help_text="VP after the turn.")
    gain = serializers.IntegerField(help_text="The active player's VP gained this turn.")
    margin = serializers.IntegerField(
        help_text="The active player's VP after the turn minus the highest other player's."
    )
    game_over = serializers.BooleanField()
    winners = serializers.ListField(child=serializers.CharField())
    summary = serializers.CharField()
    summary_fr = serializers.CharField()
    not_simulated = serializers.ListField(
        child=serializers.DictField(),
        help_text="Abilities of the played cards the engine does not apply (the outcome leaves "
        "them out).",
    )
    warnings = serializers.ListField(child=serializers.DictField())


class SimulatorAdviceBaselineSerializer(serializers.Serializer):
    vp = serializers.DictField(child=serializers.IntegerField())
    margin = serializers.IntegerField()
    game_over = serializers.BooleanField()
    winners = serializers.ListField(child=serializers.CharField())


class SimulatorAdviceSerializer(serializers.Serializer):
    plays = SimulatorAdvicePlaySerializer(many=True)
    baseline = SimulatorAdviceBaselineSerializer(help_text="Playing nothing.")
    considered = serializers.IntegerField(help_text="Candidates resolved.")
    complete = serializers.BooleanField(
        help_text="False when the work budget stopped the search (a better play may exist)."
    )
    untried = serializers.IntegerField(help_text="Candidates waiting when the search stopped.")
    not_simulated = serializers.ListField(child=serializers.DictField())
    warnings = serializers.ListField(child=serializers.DictField())


ADVISE = {
    "tags": [TAG],
    "operation_id": "simulator_advise",
    "summary": "The best plays of the active player's hand",
    "description": (
        "Tries every legal way for the active player to use this turn's plays from the hand "
        "given in `hands` (their minion and action, minus `plays_made`, in either order, on "
        "every base and minion, with every choice of each card's ability, and the extra plays "
        "they grant), resolves each as `score` would, and returns the best `limit` plays, "
        "ranked: a win first, then the margin, the VP gained, fewer cards. The search stops at "
        "a work budget (`complete` false). Throttled per address (scope `simulator`)."
    ),
    "request": SimulatorAdviseBoardSerializer,
    "responses": {
        200: OpenApiResponse(SimulatorAdviceSerializer, description="The best plays."),
        **BOARD_ERRORS,
    },
}


SCENARIO_CREATE = {
    "tags": [TAG],
    "operation_id": "simulator_scenario_create",
    "summary": "Save a position and get its permalink",
    "description": (
        "Saves a valid position as an immutable scenario keyed by the hash of its canonical "
        "JSON. Saving the same position again returns the same id (200 instead of 201). "
        "Throttled per address (scope `simulator`); each address may also save "
        "SCENARIO_DAILY_COUNT new positions (or SCENARIO_DAILY_BYTES of them) per UTC day: a "
        "new one beyond that is a 429 whose Retry-After is the next UTC midnight."
    ),
    "request": SimulatorBoardSerializer,
    "responses": {
        201: OpenApiResponse(SimulatorScenarioLinkSerializer, description="Saved now."),
        200: OpenApiResponse(
            SimulatorScenarioLinkSerializer, description="Already saved: same id."
        ),
        **BOARD_ERRORS,
        409: _error(
            "Another position has the same key (never expected).",
            None,
            "Another position already uses the key 0123456789abcdef0123.",
            "Une autre position utilise déjà la clé 0123456789abcdef0123.",
        ),
    },
    "examples": [
        OpenApiExample("The 10/10/5 tie", value=TIE_BOARD, request_only=True),
        OpenApiExample(
            "Saved",
            value={
                "id": "0123456789abcdef0123",
                "url": "https://example.org/en/simulator/s/0123456789abcdef0123/",
            },
            response_only=True,
        ),
    ],
}

SCENARIO_DETAIL = {
    "tags": [TAG],
    "operation_id": "simulator_scenario_detail",
    "summary": "A saved position and its outcome",
    "description": (
        "The saved position and its outcome by the current engine (computed once per engine and "
        "catalog version, then stored). Opening it keeps it from the retention rule "
        "(`prune_scenarios`). If the position "
        "no longer scores (a catalog slug it names disappeared), `result` is null and `error` "
        "says why (`message`, and `message_fr` in French)."
    ),
    "responses": {
        200: SimulatorScenarioSerializer,
        404: _error(
            "No saved scenario has this id.",
            None,
            "No saved scenario has the id 'x'.",
            "Aucun scénario enregistré n'a l'identifiant 'x'.",
        ),
    },
}

_Q = OpenApiParameter(
    "q",
    OpenApiTypes.STR,
    description="Part of the English or French name (2 characters or more; accents ignored).",
)

BASE_SEARCH = {
    "tags": [TAG],
    "operation_id": "simulator_base_search",
    "summary": "Find catalog bases by name (for the simulator page)",
    "parameters": [_Q],
    "responses": {
        200: SimulatorBaseHitsSerializer,
        400: _error(
            "A parameter given more than once.",
            "q",
            "q: given 2 times; give it once.",
            "q : donné 2 fois ; donnez-le une seule fois.",
        ),
    },
}

CARD_SEARCH = {
    "tags": [TAG],
    "operation_id": "simulator_card_search",
    "summary": "Find catalog cards by name (for the simulator page)",
    "parameters": [
        _Q,
        OpenApiParameter(
            "type",
            OpenApiTypes.STR,
            description="Comma-separated card types among minion, titan, action (default minion).",
        ),
    ],
    "responses": {
        200: SimulatorCardHitsSerializer,
        400: _error(
            "Unknown card type, or a parameter given more than once.",
            "type",
            "Unknown card type 'x'; use one of minion, titan, action.",
            "Type de carte inconnu 'x' ; valeurs possibles : minion, titan, action.",
        ),
    },
}


class SimulatorPlayStatusSerializer(serializers.Serializer):
    """A card's play status (issue 27), as the catalog's card API gives it (`simulator.play`)."""

    status = serializers.ChoiceField(choices=["applied", "no_board_effect", "not_simulated"])
    summary = serializers.CharField(
        help_text="What it does when played, in our own words; the card's scoring summary when "
        "the play entry has none of its own."
    )
    summary_fr = serializers.CharField()
    reason = serializers.CharField(required=False, help_text="Only when there is one.")
    reason_fr = serializers.CharField(required=False)


class SimulatorPaletteStatusSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["modelled", "no_scoring_effect", "not_simulated"])
    summary = serializers.CharField()
    summary_fr = serializers.CharField()
    play = SimulatorPlayStatusSerializer(help_text="What the card does when it is played.")


class SimulatorPaletteCardSerializer(serializers.Serializer):
    key = serializers.CharField(help_text='"<faction>/<card>": the board\'s `card` value.')
    printing = serializers.ChoiceField(choices=["original", "pod"])
    type = serializers.ChoiceField(choices=["minion", "titan", "action"])
    name_en = serializers.CharField()
    name_fr = serializers.CharField(help_text="Empty when no French source gives it.")
    power = serializers.IntegerField(allow_null=True)
    power_text = serializers.CharField(allow_blank=True)
    special = serializers.ChoiceField(
        choices=["before_scoring", "after_scoring"],
        allow_null=True,
        help_text="A Special played in that scoring window (an event `special`), else null.",
    )
    simulator = SimulatorPaletteStatusSerializer(allow_null=True)


class SimulatorPaletteFactionSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name_en = serializers.CharField()
    name_fr = serializers.CharField()
    cards = SimulatorPaletteCardSerializer(many=True)


class SimulatorPaletteSerializer(serializers.Serializer):
    factions = SimulatorPaletteFactionSerializer(many=True)
    unknown = serializers.ListField(
        child=serializers.CharField(), help_text="Faction slugs the catalog does not know."
    )


class SimulatorNamesSerializer(serializers.Serializer):
    bases = serializers.DictField(
        child=serializers.DictField(),
        help_text='By "<slug>|<printing>" (printing as the board gives it, "" when absent): the '
        "base's names, box, breakpoint and VP.",
    )
    cards = serializers.DictField(
        child=serializers.DictField(),
        help_text='By the board\'s `card` value ("<faction>/<card>" or a card slug): the '
        "card's names, faction, type and printed power.",
    )


NAMES = {
    "tags": [TAG],
    "operation_id": "simulator_names",
    "summary": "The catalog names of the bases and cards a board refers to",
    "description": (
        "For the page that loads a board given as JSON: the English and French names of each "
        "catalog base and card it names. A slug the catalog does not know is left out. Any "
        "JSON object is read (a board being typed need not be valid yet); anything else is a "
        "400."
    ),
    "request": {"application/json": OpenApiTypes.OBJECT},
    "responses": {200: SimulatorNamesSerializer, **BOARD_ERRORS},
}

PALETTE = {
    "tags": [TAG],
    "operation_id": "simulator_palette",
    "summary": "The cards of some factions, for the simulator page's palette",
    "description": (
        "Each faction's cards (one per card, in the printing asked when it exists), minions "
        "first by printed power, with the simulator's status and summary of each ability and "
        "whether it is a Special played before or after a base scores."
    ),
    "parameters": [
        OpenApiParameter(
            "factions",
            OpenApiTypes.STR,
            required=True,
            description="Comma-separated faction slugs (1 to 8).",
        ),
        OpenApiParameter("printing", OpenApiTypes.STR, description="original (default) or pod."),
    ],
    "responses": {
        200: SimulatorPaletteSerializer,
        400: _error(
            "No faction, too many, an unknown printing, or a parameter given more than once.",
            "factions",
            "Give 1 to 8 faction slugs, comma-separated (got 0).",
            "Donnez de 1 à 8 factions, séparées par des virgules (reçu : 0).",
        ),
    },
}

COVERAGE = {
    "tags": [TAG],
    "operation_id": "simulator_coverage",
    "summary": "What the simulator covers: ability statuses by box, cards and bases",
    "description": (
        "Every catalog card and base (one record per printing) counted by box and by the status "
        "of its ability in the simulator: `modelled`, `no_scoring_effect`, `not_simulated`, or "
        "`unclassified` when the simulator's registry has no entry for it yet; then the "
        "abilities not simulated, with our summary and the reason in English and French; then "
        "`plays`, the same card records counted by play status (what each card does when it is "
        "played: `applied`, `no_board_effect`, `not_simulated`). The page "
        "`/en/simulator/coverage/` shows the same. A card's own statuses are also in the "
        "catalog's card API (`simulator`, `simulator.play`)."
    ),
    "responses": {
        200: SimulatorCoverageSerializer,
        405: _error(
            "Only GET (and HEAD) are allowed.",
            None,
            'Method "POST" not allowed.',
            "Méthode «\u00a0POST\u00a0» non autorisée.",
        ),
        429: BOARD_ERRORS[429],
    },
}
