"""What the play-ability tests of several boxes share (issue 28): the card a player plays, a
board playing it, and what a result says (where cards are, their counters, power and
controller, the assumed choice, the warnings and log lines)."""

from __future__ import annotations

from tests.engine.card_boards import base, board, card, run, typed

FAR = 40  # a breakpoint no test reaches


def played(key: str, kind: str = "minion", power: int = 2, **extra) -> dict:
    """The card ann plays (id "x")."""
    data = {"type": kind, "id": "x", "owner": "ann", "card": key, **extra}
    if kind == "minion":
        data["power"] = power
    else:
        data["controller"] = "ann"
    return data


def action(player: str, key: str, card_id: str, **extra) -> dict:
    return card("action", player, key, card_id, **extra)


def play_on(bases: list[dict], played_card: dict, choose: dict | None = None, **extra) -> dict:
    data = board(*bases, **extra)
    event = {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": played_card}
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def talent(bases: list[dict], card_id: str, choose: dict | None = None, **extra) -> dict:
    data = board(*bases, **extra)
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def cards_of(result: dict) -> dict[str, dict]:
    return {c["id"]: c for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def counters(result: dict) -> dict[str, int]:
    return {i: c.get("counters", 0) for i, c in cards_of(result).items()}


def where(result: dict) -> dict[str, str]:
    return {c["id"]: b["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def power(result: dict, card_id: str) -> int:
    """The power of a card at the end of the turn (its base scores: breakpoint reached)."""
    for scoring in result["scorings"]:
        if card_id in scoring["card_powers"]:
            return scoring["card_powers"][card_id]
    raise AssertionError(f"{card_id} did not score")


def assumed(result: dict, key: str | None = None) -> dict:
    """The assumed choice of event 0 (the one whose options give `key` when several)."""
    found = [
        a
        for a in result["assumed_choices"]
        if a.get("event") == 0 and (key is None or key in a.get("options", [{}])[0])
    ]
    (entry,) = found
    return entry


def grants(result: dict) -> list[str]:
    return [line for line in result["log"] if "extra" in str(line).lower()]


def controller(result: dict, card_id: str) -> str:
    found = cards_of(result)[card_id]
    return found.get("controller", found["owner"])


def m(card_id: str, power: int = 3, player: str = "ann", **extra) -> dict:
    return typed(player, power, card_id, **extra)


def beyond(result: dict) -> list[int]:
    """The events warned as plays beyond the plays of the turn."""
    return [w["event"] for w in result["warnings"] if "beyond the plays" in w["text"]]


def events_then(first: dict, *more: dict, bases: list[dict] | None = None) -> dict:
    """A board where ann plays `first` on b1, then each of `more` (card objects) on b1."""
    data = board(*(bases or [base("b1", FAR, (3, 2, 1), m("a"))]))
    data["events"] = [
        {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": c}
        for c in (first, *more)
    ]
    return data


def base_action(player: str, card_id: str, **extra) -> dict:
    """A typed action (no catalog card) of `player`."""
    return {"type": "action", "id": card_id, "owner": player, "controller": player, **extra}


def logged(result: dict, text: str) -> bool:
    return any(text in line["text"] for line in result["log"])


def mn(key: str | None, card_id: str, power: int, owner: str = "ann", **extra) -> dict:
    data = {"type": "minion", "id": card_id, "owner": owner, "power": power, **extra}
    if key:
        data["card"] = key
    return data


def act(key: str | None, card_id: str, owner: str = "ann", **extra) -> dict:
    data = {"type": "action", "id": card_id, "owner": owner, "controller": owner, **extra}
    if key:
        data["card"] = key
    return data


def play(card: dict, to: str | None = "b1", choose: dict | None = None) -> dict:
    event = {"when": "now", "action": "play", "by": "ann", "card": card}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    return event


def table(*events: dict, b1=(), b2=(), b3=(), bp=(FAR, FAR, FAR), **extra) -> dict:
    bases = [
        base("b1", bp[0], (3, 2, 1), *b1),
        base("b2", bp[1], (3, 2, 1), *b2),
        base("b3", bp[2], (3, 2, 1), *b3),
    ]
    data = board(*bases, **extra)
    data["events"] = list(events)
    return data


def card_of(result: dict, card_id: str) -> dict:
    return next(c for b in result["board"]["bases"] for c in b["cards"] if c.get("id") == card_id)


def scored(result: dict) -> list[str]:
    return [s["base"] for s in result["scorings"]]


def power_of(result: dict, base_id: str, card_id: str) -> int:
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return scoring["card_powers"][card_id]
    raise AssertionError(f"{base_id} did not score")


def vp(result: dict, player: str = "ann") -> int:
    return result["vp"].get(player, 0)


def texts(result: dict) -> str:
    return "\n".join(e["text"] for e in result["log"])
