"""The base-ability registry: one Ability per base slug (and printing where the two differ).

Every base of the catalog has an entry with one of three statuses:
- "modelled": the engine applies the ability wherever it can change what the simulator tracks
  (eligibility, power, breakpoint, ranking, VP, the cards in play, Madness cards);
- "no_scoring_effect": the ability never changes those during the Conquest phase (it works
  during the turn, or only on hands and decks); `reminder` is logged when it triggers on scoring;
- "not_simulated": it might matter and is not modelled; the result lists it, never hides it.

Slugs are slugify(English name). `summary` and `reminder` are this project's own short
paraphrases, never the printed text (the catalog quotes the text from the source at import);
french.py gives each note in French.
An entry with printing=None covers both printings; a printing-specific entry wins over it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .french import french

MODELLED = "modelled"
NO_EFFECT = "no_scoring_effect"
NOT_SIMULATED = "not_simulated"
STATUSES = (MODELLED, NO_EFFECT, NOT_SIMULATED)

Hook = Callable[..., Any] | None


class Ability:
    __slots__ = (
        "slug",
        "status",
        "summary",
        "printing",
        "box",
        "aliases",
        "reason",
        "reminder",
        "event_note",
        "minion_bonus",
        "contribution",
        "player_power",
        "titan_bonus",
        "no_titan_clash",
        "start_breakpoint",
        "breakpoint_delta",
        "before_scoring",
        "scoring_vp",
        "after_scoring",
        "choose_replacement",
        "after_replaced",
        "on_placed",
        "on_enter",
        "prevent_destroy",
        "protects",
        "holds",
        "forbid_play",
        "after_destroy",
        "any_destroy",
        "any_discard",
        "intercept_destroy",
        "destroy_destination",
        "extra_turn",
        "summary_fr",
        "reason_fr",
        "reminder_fr",
        "event_note_fr",
        "destroy_destination_fr",
    )

    def __init__(
        self,
        slug: str,
        status: str,
        summary: str,
        *,
        box: str,
        printing: str | None = None,
        aliases: tuple[str, ...] = (),
        reason: str = "",
        reminder: str = "",
        event_note: str = "",
        minion_bonus: Hook = None,
        contribution: Hook = None,
        player_power: Hook = None,
        titan_bonus: int = 0,
        no_titan_clash: bool = False,
        start_breakpoint: Hook = None,
        breakpoint_delta: Hook = None,
        before_scoring: Hook = None,
        scoring_vp: Hook = None,
        after_scoring: Hook = None,
        choose_replacement: Hook = None,
        after_replaced: Hook = None,
        on_placed: Hook = None,
        on_enter: Hook = None,
        prevent_destroy: Hook = None,
        protects: Hook = None,
        holds: Hook = None,
        forbid_play: Hook = None,
        after_destroy: Hook = None,
        any_destroy: Hook = None,
        any_discard: Hook = None,
        intercept_destroy: Hook = None,
        destroy_destination: str = "",
        extra_turn: bool = False,
    ) -> None:
        if status not in STATUSES:
            raise ValueError(f"{slug}: unknown status {status!r}")
        if status == NOT_SIMULATED and not reason:
            raise ValueError(f"{slug}: a not-simulated ability needs a reason")
        self.slug = slug
        self.status = status
        self.summary = summary
        self.box = box
        self.printing = printing
        self.aliases = aliases
        self.reason = reason
        self.reminder = reminder
        self.event_note = event_note
        self.minion_bonus = minion_bonus
        self.contribution = contribution
        # player_power(game, base) -> {player: power}: power players have here outside their
        # cards (Tokyo's +3 for an action played here), added to their totals; a player with
        # such power and no card here may rank. A change of it is told with
        # game.base_power_changed(base).
        self.player_power = player_power
        self.titan_bonus = titan_bonus
        self.no_titan_clash = no_titan_clash
        self.start_breakpoint = start_breakpoint
        self.breakpoint_delta = breakpoint_delta
        self.before_scoring = before_scoring
        self.scoring_vp = scoring_vp
        self.after_scoring = after_scoring
        self.choose_replacement = choose_replacement
        self.after_replaced = after_replaced
        self.on_placed = on_placed
        self.on_enter = on_enter
        self.prevent_destroy = prevent_destroy
        self.protects = protects
        # holds(game, base, card, by) -> why `by` may not move `card` away from this base, or None.
        self.holds = holds
        # forbid_play(game, base, card, player) -> why `player` may not play `card` on this
        # base, or None (Ice Castle: no minion is played here).
        self.forbid_play = forbid_play
        self.after_destroy = after_destroy
        self.any_destroy = any_destroy
        # any_discard(game, this base, base, cards): the cards on another base went to the
        # discard pile with it (after it scored, or as it left play).
        self.any_discard = any_discard
        self.intercept_destroy = intercept_destroy
        self.destroy_destination = destroy_destination
        self.extra_turn = extra_turn
        # The French versions of the notes (french.py; a missing one is an error at import).
        self.summary_fr = french(summary)
        self.reason_fr = french(reason)
        self.reminder_fr = french(reminder)
        self.event_note_fr = french(event_note)
        self.destroy_destination_fr = french(destroy_destination)

    def __repr__(self) -> str:
        return f"<Ability {self.slug} {self.printing or 'both'} {self.status}>"


_REGISTRY: dict[tuple[str, str | None], Ability] = {}


def register(*abilities: Ability) -> None:
    for ability in abilities:
        for slug in (ability.slug, *ability.aliases):
            key = (slug, ability.printing)
            if key in _REGISTRY:
                raise ValueError(f"base ability registered twice: {key}")
            _REGISTRY[key] = ability


def lookup(slug: str, printing: str) -> Ability | None:
    return _REGISTRY.get((slug, printing)) or _REGISTRY.get((slug, None))


def registered() -> dict[tuple[str, str | None], Ability]:
    return dict(_REGISTRY)


def no_effect(slug: str, summary: str, *, box: str, **extra: Any) -> Ability:
    return Ability(slug, NO_EFFECT, summary, box=box, **extra)


def not_simulated(slug: str, summary: str, reason: str, *, box: str, **extra: Any) -> Ability:
    return Ability(slug, NOT_SIMULATED, summary, box=box, reason=reason, **extra)


def modelled(slug: str, summary: str, *, box: str, **extra: Any) -> Ability:
    return Ability(slug, MODELLED, summary, box=box, **extra)
