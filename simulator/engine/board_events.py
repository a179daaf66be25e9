"""Reading the scripted events (`events[]`) and the players' choices (`choices[]`) of a board;
used by parse.validate.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import error_messages as E
from .board_reader import _Reader
from .error_messages import describe as _describe
from .errors import BoardError
from .model import BURIED, TITAN, Card, Choice, Event, on_minion
from .parse_values import MAX_PLAYERS, _bool, _int, _list, _object, _repr, _sorted_names, _str

CHOOSE_KEYS = frozenset({"card", "to", "base", "order", "play", "player", "count", "factions"})
# A play event's "choose" (issue 27) adds "cards" (an ability picking several cards) and
# "mode" (an ability of several modes: "X or Y").
# "attached_to": the minion the extra card it plays ("play", an action) goes on.
PLAY_CHOOSE_KEYS = CHOOSE_KEYS | {"cards", "mode", "players", "then", "attached_to"}
# "then": the decisions of the extra card the ability plays ("play"), as that card's own
# choose; without "play" (that card's own extra card is not given: its play is declined),
# its "attached_to" nor "then".
THEN_KEYS = PLAY_CHOOSE_KEYS - {"play", "then", "attached_to"}
# A Special event's "choose" adds "then": the decisions of the card its "play" names (Hidden
# Ninja's minion resolves its own play ability: Grosse Boîte pour Geek booklet p. 5).
SPECIAL_CHOOSE_KEYS = CHOOSE_KEYS | {"then"}
MAX_MODE = 40


WHENS = ("before_scoring", "after_scoring", "now")


EVENT_KEYS: dict[str, frozenset[str]] = {
    "move": frozenset({"card", "to", "by", "source"}),
    "destroy": frozenset({"card", "by", "source"}),
    "return": frozenset({"card", "by", "source"}),
    "add_counters": frozenset({"card", "count", "by", "source"}),
    "play": frozenset({"card", "to", "by", "choose", "attached_to"}),
    "play_titan": frozenset({"card", "to", "by"}),
    "replace_base": frozenset({"with", "cards_stay", "target", "by"}),
    "special": frozenset({"card", "by", "choose"}),
    # A card in play uses its Talent (issue 27): "card" its id, "choose" as a play's.
    "talent": frozenset({"card", "by", "choose"}),
    "gain_vp": frozenset({"player", "count", "by"}),
    "boost": frozenset({"card", "amount", "by", "source"}),
    "breakpoint_change": frozenset({"target", "amount", "by"}),
    "take_control": frozenset({"card", "by", "until_end_of_turn", "source"}),
    # Burying and uncovering (issue 15; booklet p. 8): `card` is a card in play (its id), or for
    # "bury" a card from hand or a discard pile (an object of type "buried").
    "bury": frozenset({"card", "to", "by"}),
    "uncover": frozenset({"card", "by"}),
}


# An event's optional "source": the type of the card whose effect it is (some protections
# refuse only an action's effect, or only a minion's: Too Tough, Shielding, Laser Sword...).
EVENT_SOURCES = ("action", "minion")


EVENT_COMMON = frozenset({"when", "base", "action"})


def _event_head(reader: _Reader, raw: Any, field: str, index: int) -> Event:
    """First pass: shape, action, played cards and new bases (they declare ids)."""
    if not isinstance(raw, Mapping):
        raise BoardError(field, *E.NOT_OBJECT(kind=_describe(raw)))
    action = raw.get("action")
    if type(action) is not str or action not in EVENT_KEYS:
        names = _sorted_names(frozenset(EVENT_KEYS))
        if action is None:
            raise BoardError(f"{field}.action", *E.ONE_OF(names=names))
        raise BoardError(f"{field}.action", *E.ONE_OF_GOT(names=names, got=_repr(action)))
    _object(raw, field, EVENT_COMMON | EVENT_KEYS[action])
    when = raw.get("when")
    if type(when) is not str or when not in WHENS:
        names = ", ".join(WHENS)
        if when is None:
            raise BoardError(f"{field}.when", *E.ONE_OF(names=names))
        raise BoardError(f"{field}.when", *E.NOT_ONE_OF(names=names, got=_repr(when)))
    event = Event(index, when, None, action)
    if action == "play" and type(raw.get("card")) is str:
        _hand_card(reader, event, raw, field)
    elif action in ("play", "play_titan"):
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.EVENT_CARD_REQUIRED())
        event.card = reader.card(
            raw["card"], f"{field}.card", None, TITAN if action == "play_titan" else None
        )
        if action == "play_titan" and event.card.type != TITAN:
            raise BoardError(f"{field}.card.type", *E.PLAY_TITAN_TYPE())
        if event.card.type == BURIED:
            raise BoardError(f"{field}.card.type", *E.BURIED_NOT_PLAYED())
    if action == "bury" and isinstance(raw.get("card"), Mapping):
        # A card from hand or a discard pile, buried face down (read with the other cards).
        event.card = reader.card(raw["card"], f"{field}.card", None, BURIED)
        if event.card.type != BURIED:
            raise BoardError(f"{field}.card.type", *E.BURY_CARD_TYPE())
    if action == "play":
        if "attached_to" in raw and event.from_hand is None and event.card is not None:
            # README: `attached_to` on the event or on the card object (one of them).
            if isinstance(raw.get("card"), Mapping) and "attached_to" in raw["card"]:
                raise BoardError(f"{field}.attached_to", *E.ATTACHED_TWICE())
            _attach(event, raw, field)
        choose = raw.get("choose")
        if isinstance(choose, Mapping) and isinstance(choose.get("play"), Mapping):
            # The card the played card's ability plays: read with the other cards (its id).
            event.play_choose = {"play": reader.card(choose["play"], f"{field}.choose.play")}
    if action == "special":
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.SPECIAL_CARD_REQUIRED())
        if type(raw["card"]) is str:
            # A card of the player's hand used for its Special (its id, as a play event names
            # one): it leaves the hand when its Special is used (ScriptedEvents._event_special).
            event.from_hand, event.card = _from_hand(reader, raw["card"], f"{field}.card", index)
        else:
            event.card = reader.card(raw["card"], f"{field}.card")
        choose = raw.get("choose")
        if isinstance(choose, Mapping) and "play" in choose:
            # The card a Special plays (Hidden Ninja): read with the other cards (its id), or
            # a card of the player's hand named by its id.
            # A negative index: never one of the input's choices (their indexes mark them used).
            event.choose = Choice(-1 - index, None, "")
            if type(choose["play"]) is str:
                play = _from_hand(reader, choose["play"], f"{field}.choose.play", index)[1]
            else:
                play = reader.card(choose["play"], f"{field}.choose.play")
            event.choose.play = play
    if action == "replace_base":
        if "with" not in raw:
            raise BoardError(f"{field}.with", *E.EVENT_WITH_REQUIRED())
        event.with_base = reader.base(
            raw["with"], f"{field}.with", "event", index + 1, entering=True
        )
        event.cards_stay = (
            _bool(raw["cards_stay"], f"{field}.cards_stay") if "cards_stay" in raw else False
        )
    return event


def _event_refs(reader: _Reader, event: Event, raw: Mapping, field: str) -> None:
    """Second pass: every id the event names exists somewhere in the document."""
    if "base" in raw:
        event.base = reader.base_ref(raw["base"], f"{field}.base")
    elif event.when != "now":
        raise BoardError(f"{field}.base", *E.EVENT_BASE_REQUIRED(when=event.when))
    if "by" in raw:
        event.by = reader.player(raw["by"], f"{field}.by")
    action = event.action
    if action in ("special", "take_control") and event.by is None:
        raise BoardError(f"{field}.by", *E.BY_REQUIRED())
    if action == "special":
        _special_hands(reader, event, raw, field)
    if action == "special" and "choose" in raw and raw["choose"] is not None:
        play = event.choose.play if event.choose is not None else None
        # A negative index: never one of the input's choices (their indexes mark them used).
        choice = Choice(-1 - event.index, event.base, event.by)  # type: ignore[arg-type]
        choice.field = field
        _choose(reader, choice, raw["choose"], f"{field}.choose", play, special=True)
        event.choose = choice
    if action == "special" and event.card is not None and event.card.attached_to is not None:
        reader.card_ref(event.card.attached_to, f"{field}.card.attached_to")
    if action in ("boost", "take_control"):
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.TARGET_CARD_REQUIRED())
        event.card_id = reader.card_ref(raw["card"], f"{field}.card")
    if action in ("boost", "breakpoint_change"):
        if "amount" not in raw:
            raise BoardError(f"{field}.amount", *E.AMOUNT_REQUIRED())
        event.count = _int(raw["amount"], f"{field}.amount", low=-100, high=100)
        if event.count == 0:
            raise BoardError(f"{field}.amount", *E.NOT_ZERO())
    if action == "breakpoint_change":
        if "target" in raw:
            event.target = reader.base_ref(raw["target"], f"{field}.target")
        elif event.base is not None:
            event.target = event.base
        else:
            raise BoardError(f"{field}.target", *E.TARGET_REQUIRED())
    if action == "gain_vp":
        if "player" not in raw:
            raise BoardError(f"{field}.player", *E.PLAYER_REQUIRED())
        event.to = reader.player(raw["player"], f"{field}.player")
        if "count" not in raw:
            raise BoardError(f"{field}.count", *E.COUNT_REQUIRED())
        event.count = _int(raw["count"], f"{field}.count", low=1, high=100)
    if "source" in raw:
        source = raw["source"]
        if type(source) is not str or source not in EVENT_SOURCES:
            names = ", ".join(EVENT_SOURCES)
            raise BoardError(f"{field}.source", *E.NOT_ONE_OF(names=names, got=_repr(source)))
        event.source = source
    if action == "take_control" and "until_end_of_turn" in raw:
        event.until_end_of_turn = _bool(raw["until_end_of_turn"], f"{field}.until_end_of_turn")
    if action in ("play", "play_titan") and event.card is not None:
        if event.card.attached_to is not None:
            reader.card_ref(event.card.attached_to, f"{field}.card.attached_to")
    if action in ("move", "destroy", "return", "add_counters", "uncover") or (
        action == "bury" and event.card is None
    ):
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.CARD_IN_PLAY_REQUIRED())
        event.card_id = reader.card_ref(raw["card"], f"{field}.card")
    if action == "bury":
        if "to" in raw:
            event.to = reader.base_ref(raw["to"], f"{field}.to")
        elif event.card is not None:
            raise BoardError(f"{field}.to", *E.DESTINATION_REQUIRED())
    if action == "talent":
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.CARD_IN_PLAY_REQUIRED())
        event.card_id = reader.card_ref(raw["card"], f"{field}.card")
        if raw.get("choose") is not None:
            event.play_choose = _play_choose(reader, raw["choose"], f"{field}.choose", None)
        elif "choose" in raw:
            event.play_choose = {}
    if action == "play":
        _play_refs(reader, event, raw, field)
    elif action in ("move", "play_titan"):
        if "to" not in raw:
            raise BoardError(f"{field}.to", *E.DESTINATION_REQUIRED())
        event.to = reader.base_ref(raw["to"], f"{field}.to")
    if action == "add_counters":
        if "count" not in raw:
            raise BoardError(f"{field}.count", *E.COUNT_REQUIRED())
        event.count = _int(raw["count"], f"{field}.count", low=-100, high=100)
        if event.count == 0:
            raise BoardError(f"{field}.count", *E.NOT_ZERO())
    if action == "replace_base":
        if "target" in raw:
            event.target = reader.base_ref(raw["target"], f"{field}.target")
        elif event.base is not None:
            event.target = event.base
        else:
            raise BoardError(f"{field}.target", *E.TARGET_REQUIRED())


def _hand_card(reader: _Reader, event: Event, raw: Mapping, field: str) -> None:
    """A play event whose card is the id of a card in a hand (issue 27): that card, which
    leaves the hand; `attached_to` of the event puts it on a minion."""
    event.from_hand, event.card = _from_hand(reader, raw["card"], f"{field}.card", event.index)
    if "attached_to" in raw:
        _attach(event, raw, field)


def _from_hand(reader: _Reader, card_id: Any, field: str, index: int) -> tuple[str, Card]:
    """(the player whose hand holds it, the card) of the hand card an event plays or uses by
    its id (`field`): an id no hand holds, or one an earlier event already took, is refused."""
    found = reader.hand_cards.get(card_id)
    if found is None:
        if card_id in reader.card_ids:
            raise BoardError(field, *E.PLAY_NOT_IN_HAND(card=card_id))
        raise BoardError(field, *E.UNKNOWN_CARD_ID(card=card_id))
    other = reader.played_from_hand.get(card_id)
    if other is not None:
        raise BoardError(field, *E.PLAY_CARD_TWICE(card=card_id, other=other))
    reader.played_from_hand[card_id] = index
    return found


def _special_hands(reader: _Reader, event: Event, raw: Mapping, field: str) -> None:
    """A Special event's hand cards (named by their ids) are in its player's hand: the card
    used, and the card it plays (Hidden Ninja's minion comes from its player's hand)."""
    card: Card = event.card  # type: ignore[assignment]
    if event.from_hand is not None and event.from_hand != event.by:
        raise BoardError(
            f"{field}.by",
            *E.PLAY_OTHER_HAND(card=card.id, holder=event.from_hand, player=event.by),
        )
    choose = raw.get("choose")
    if isinstance(choose, Mapping) and type(choose.get("play")) is str:
        holder = reader.hand_cards[choose["play"]][0]
        if holder != event.by:
            raise BoardError(
                f"{field}.choose.play",
                *E.PLAY_OTHER_HAND(card=choose["play"], holder=holder, player=event.by),
            )


def _attach(event: Event, raw: Mapping, field: str) -> None:
    """The event's `attached_to`: its card (an action) is played on that minion."""
    card: Card = event.card  # type: ignore[assignment]
    if card.type != "action":
        raise BoardError(f"{field}.attached_to", *E.ATTACHED_NOT_ACTION())
    event.card = on_minion(card, _str(raw["attached_to"], f"{field}.attached_to"))


def _play_refs(reader: _Reader, event: Event, raw: Mapping, field: str) -> None:
    """The references of a play event: who plays, where, on which minion, the choose."""
    card = event.card
    if event.from_hand is not None:
        if event.by is None:
            event.by = event.from_hand
        elif event.by != event.from_hand:
            raise BoardError(
                f"{field}.by",
                *E.PLAY_OTHER_HAND(card=card.id, holder=event.from_hand, player=event.by),  # type: ignore[union-attr]
            )
    if card is not None and card.attached_to is not None:
        reader.card_ref(
            card.attached_to,
            f"{field}.attached_to" if "attached_to" in raw else f"{field}.card.attached_to",
        )
    if "to" in raw:
        event.to = reader.base_ref(raw["to"], f"{field}.to")
    elif card is None or (card.attached_to is None and card.type != "action"):
        # A minion is played on a base; an action on a minion finds its base from the minion,
        # a one-shot action needs none.
        raise BoardError(f"{field}.to", *E.DESTINATION_REQUIRED())
    if raw.get("choose") is not None:
        event.play_choose = _play_choose(
            reader, raw["choose"], f"{field}.choose", event.play_choose
        )
    elif "choose" in raw:
        event.play_choose = {}


def _play_choose(
    reader: _Reader, choose: Any, field: str, read: dict | None, *, then: bool = False
) -> dict:
    """A play event's "choose": each id checked (it names something in the document). `then`:
    the "then" of one, the decisions of the extra card its ability plays."""
    _object(choose, field, THEN_KEYS if then else PLAY_CHOOSE_KEYS)
    result: dict = dict(read or {})
    if "then" in choose:
        result["then"] = _play_choose(reader, choose["then"], f"{field}.then", None, then=True)
    if "card" in choose:
        result["card"] = reader.card_ref(choose["card"], f"{field}.card")
    if "cards" in choose:
        raw_cards = _list(choose["cards"], f"{field}.cards", 40)
        result["cards"] = tuple(
            reader.card_ref(v, f"{field}.cards[{i}]") for i, v in enumerate(raw_cards)
        )
    for key in ("to", "base"):
        if key in choose:
            result[key] = reader.base_ref(choose[key], f"{field}.{key}")
    if "player" in choose:
        result["player"] = reader.player(choose["player"], f"{field}.player")
    if "mode" in choose:
        result["mode"] = _str(choose["mode"], f"{field}.mode")
    if "players" in choose:
        # Players an ability picks (those who accept a "may" each other player is offered).
        raw_players = _list(choose["players"], f"{field}.players", MAX_PLAYERS)
        result["players"] = tuple(
            reader.player(v, f"{field}.players[{i}]") for i, v in enumerate(raw_players)
        )
    if "count" in choose:
        result["count"] = _int(choose["count"], f"{field}.count", low=0, high=100)
    if "order" in choose:
        raw_order = _list(choose["order"], f"{field}.order", 40)
        result["order"] = tuple(_str(v, f"{field}.order[{i}]") for i, v in enumerate(raw_order))
    if "factions" in choose:
        raw_factions = _list(choose["factions"], f"{field}.factions", MAX_PLAYERS)
        result["factions"] = tuple(
            _str(v, f"{field}.factions[{i}]") for i, v in enumerate(raw_factions)
        )
    if type(choose.get("play")) is str:
        # A card of the player's hand that the ability plays (its id).
        found = reader.hand_cards.get(choose["play"])
        if found is None:
            raise BoardError(f"{field}.play", *E.PLAY_NOT_IN_HAND(card=choose["play"]))
        result["play"] = found[1]
    elif "play" in choose and "play" not in result:
        result["play"] = reader.card(choose["play"], f"{field}.play")
    if "attached_to" in choose:
        # The minion the extra card goes on (a hand card has no attached_to of its own): the
        # ability puts it there when it plays it (Play.play_extra).
        if "play" not in result:
            raise BoardError(f"{field}.attached_to", *E.CHOOSE_ATTACHED_WITHOUT_PLAY())
        if result["play"].type != "action":
            raise BoardError(f"{field}.attached_to", *E.ATTACHED_NOT_ACTION())
        if result["play"].attached_to is not None:
            raise BoardError(f"{field}.attached_to", *E.ATTACHED_TWICE())
        result["attached_to"] = reader.card_ref(choose["attached_to"], f"{field}.attached_to")
    return result


def _choice(reader: _Reader, raw: Mapping, field: str, index: int, play: Card | None) -> Choice:
    # A choice is asked by a base ("base") or by a card in play ("card", issue 13).
    if "card" in raw and "base" in raw:
        raise BoardError(f"{field}.card", *E.CHOICE_CARD_OR_BASE())
    if "base" not in raw and "card" not in raw:
        raise BoardError(f"{field}.base", *E.CHOICE_BASE_REQUIRED())
    if "player" not in raw:
        raise BoardError(f"{field}.player", *E.CHOICE_PLAYER_REQUIRED())
    if "card" in raw:
        choice = Choice(index, None, reader.player(raw["player"], f"{field}.player"))
        choice.of_card = reader.card_ref(raw["card"], f"{field}.card")
    elif raw["base"] is None:
        # Asked at no base: the order of the cards' end-of-turn effects (Conquest._end_of_turn,
        # whose assumption lists it with "base": null).
        choose = raw.get("choose")
        if not isinstance(choose, Mapping) or "order" not in choose:
            raise BoardError(f"{field}.base", *E.CHOICE_BASE_NULL())
        choice = Choice(index, None, reader.player(raw["player"], f"{field}.player"))
    else:
        choice = Choice(
            index,
            reader.base_ref(raw["base"], f"{field}.base"),
            reader.player(raw["player"], f"{field}.player"),
        )
    if "choose" not in raw:
        raise BoardError(f"{field}.choose", *E.CHOOSE_REQUIRED())
    _choose(reader, choice, raw["choose"], f"{field}.choose", play)
    return choice


def _choose(
    reader: _Reader,
    choice: Choice,
    choose: Any,
    field: str,
    play: Card | None,
    *,
    special: bool = False,
) -> None:
    """The "choose" object of a choice (or of a Special event, `special`), into `choice`."""
    if choose is None:
        return
    _object(choose, field, SPECIAL_CHOOSE_KEYS if special else CHOOSE_KEYS)
    choice.declined = False
    if "then" in choose:
        if "play" not in choose:
            raise BoardError(f"{field}.then", *E.THEN_WITHOUT_PLAY())
        choice.then = _play_choose(reader, choose["then"], f"{field}.then", None, then=True)
    if "card" in choose:
        choice.card = reader.card_ref(choose["card"], f"{field}.card")
    if "to" in choose:
        choice.to = reader.base_ref(choose["to"], f"{field}.to")
    if "base" in choose:
        choice.base_pick = reader.base_ref(choose["base"], f"{field}.base")
    if "player" in choose:
        choice.player_pick = reader.player(choose["player"], f"{field}.player")
    if "order" in choose:
        raw_order = _list(choose["order"], f"{field}.order", 40)
        choice.order = tuple(_str(v, f"{field}.order[{i}]") for i, v in enumerate(raw_order))
    if "count" in choose:
        choice.count = _int(choose["count"], f"{field}.count", low=1, high=100)
    if "factions" in choose:
        # The factions a card names (catalog faction slugs, e.g. "ninjas"): one per player.
        raw_factions = _list(choose["factions"], f"{field}.factions", MAX_PLAYERS)
        choice.factions = tuple(
            _str(v, f"{field}.factions[{i}]") for i, v in enumerate(raw_factions)
        )
    choice.play = play
