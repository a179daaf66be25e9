"""A position to start from, read from the setup helper's "Open in the simulator" link.

The link carries `factions` (two slugs per player, in seat order), `bases` (the bases drawn,
`slug` or `slug:printing`) and optionally `printing`. The simulator does not import the setup
helper: the query string is the whole contract. Unknown slugs are dropped (the page starts
from what it could read), never guessed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog.models import Base
from simulator import selectors

FACTIONS_PER_PLAYER = 2
MIN_PLAYERS = 2
MAX_PLAYERS = 4
MAX_BASES = 20


def _slugs(raw: str | None) -> list[str]:
    return [part.strip() for part in (raw or "").split(",") if part.strip()]


def start_from_setup(params: Mapping[str, str], player_label: str) -> dict[str, Any] | None:
    """{"board": ..., "factions": {player: [slug, slug]}, "printing"} or None without
    `factions`. `player_label` names the players ("Player {n}" in the page's language)."""
    factions = _slugs(params.get("factions"))[: MAX_PLAYERS * FACTIONS_PER_PLAYER]
    if len(factions) < MIN_PLAYERS * FACTIONS_PER_PLAYER:
        return None
    known = {f["slug"] for f in selectors.faction_choices()}
    printing = params.get("printing") or "original"
    if printing not in selectors.PRINTINGS:
        printing = "original"
    count = len(factions) // FACTIONS_PER_PLAYER
    players = [player_label.replace("{n}", str(n + 1)) for n in range(count)]
    seats = {
        name: [
            slug
            for slug in factions[n * FACTIONS_PER_PLAYER : (n + 1) * FACTIONS_PER_PLAYER]
            if slug in known
        ]
        for n, name in enumerate(players)
    }
    bases = []
    for n, raw in enumerate(_slugs(params.get("bases"))[:MAX_BASES]):
        slug, _, wanted = raw.partition(":")
        found = {b.printing for b in Base.objects.filter(slug=slug)}
        if not found:
            continue
        entry: dict[str, Any] = {"id": f"b{n + 1}", "base": slug}
        chosen = wanted if wanted in found else (printing if printing in found else None)
        if chosen and chosen != "original":
            entry["printing"] = chosen
        entry["cards"] = []
        bases.append(entry)
    board = {"players": players, "active_player": players[0], "bases": bases}
    return {"board": board, "factions": seats, "printing": printing}
