"""Read-only queries of the simulator: saved scenarios and the catalog look-ups of its page."""

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.db.models import Case, IntegerField, Q, Value, When

from catalog.models import Base, Card, FactionBox
from simulator.models import SavedScenario
from smashup_site.text import normalize

SEARCH_LIMIT = 12
MIN_QUERY_LENGTH = 2
CARD_TYPES = ("minion", "titan", "action")


KEY_PATTERN = re.compile(r"[0-9a-f]{20}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def get_scenario(key: str) -> SavedScenario | None:
    if not KEY_PATTERN.fullmatch(key):
        return None
    return SavedScenario.objects.filter(key=key).first()


def _needle(query: str) -> str:
    """The normalised query without control characters (PostgreSQL refuses NUL in text)."""
    return normalize(_CONTROL.sub(" ", query))


def _name_rank(query: str):
    """0 when a name starts with the query, 1 otherwise: prefix matches come first."""
    return Case(
        When(search_names__startswith=query, then=Value(0)),
        default=Value(1),
        output_field=IntegerField(),
    )


def search_bases(query: str, limit: int = SEARCH_LIMIT) -> list[dict[str, Any]]:
    """Bases whose English or French name contains the query (accents and case ignored)."""
    needle = _needle(query)
    if len(needle) < MIN_QUERY_LENGTH:
        return []
    rows = (
        Base.objects.filter(search_names__contains=needle)
        .select_related("box")
        .annotate(rank=_name_rank(needle))
        .order_by("rank", "name_en", "printing", "slug")[:limit]
    )
    return [base_summary(base) for base in rows]


def base_summary(base: Base) -> dict[str, Any]:
    return {
        "slug": base.slug,
        "printing": base.printing,
        "name_en": base.name_en,
        "name_fr": base.name_fr,
        "box": base.box.title_en,
        "box_fr": base.box.title_fr,
        "breakpoint": base.breakpoint,
        "vp": base.vp,
        "monsters": base.monsters,
    }


def search_cards(
    query: str, types: Iterable[str] = ("minion",), limit: int = SEARCH_LIMIT
) -> list[dict[str, Any]]:
    """Cards of the given types whose English or French name contains the query."""
    needle = _needle(query)
    wanted = [t for t in types if t in CARD_TYPES]
    if len(needle) < MIN_QUERY_LENGTH or not wanted:
        return []
    rows = (
        Card.objects.filter(search_names__contains=needle, card_type__in=wanted)
        .select_related("faction")
        .annotate(rank=_name_rank(needle))
        .order_by("rank", "name_en", "faction__name_en", "printing", "slug")[:limit]
    )
    return [card_summary(card) for card in rows]


def card_summary(card: Card) -> dict[str, Any]:
    return {
        "slug": card.slug,
        "printing": card.printing,
        "type": card.card_type,
        "name_en": card.name_en,
        "name_fr": card.name_fr,
        "faction": card.faction.name_en,
        "faction_fr": card.faction.name_fr,
        "power": card.power,
        "power_text": card.power_text,
    }


def board_names(board: Any) -> dict[str, dict[str, Any]]:
    """Names of the catalog bases and cards a position refers to, for the page's labels.

    Returns {"bases": {"slug|printing": summary}, "cards": {"slug": summary}}; a slug the
    catalog does not know is simply absent.
    """
    base_refs: set[tuple[str, str]] = set()
    card_slugs: set[str] = set()
    if isinstance(board, dict):
        base_entries = list(board.get("bases") or []) + list(board.get("base_deck") or [])
        for entry in base_entries:
            if not isinstance(entry, dict):
                continue
            if isinstance(entry.get("base"), str):
                printing = entry.get("printing") if isinstance(entry.get("printing"), str) else ""
                base_refs.add((entry["base"], printing))
            for card in entry.get("cards") or []:
                if isinstance(card, dict) and isinstance(card.get("card"), str):
                    card_slugs.add(card["card"])
        # The cards of the hands and of the play events (issue 27).
        hands = board.get("hands")
        held = (
            [c for h in hands.values() if isinstance(h, list) for c in h]
            if isinstance(hands, dict)
            else []
        )
        events = board.get("events")
        played = (
            [e.get("card") for e in events if isinstance(e, dict)]
            if isinstance(events, list)
            else []
        )
        for card in held + played:
            if isinstance(card, dict) and isinstance(card.get("card"), str):
                card_slugs.add(card["card"])
    bases: dict[str, dict[str, Any]] = {}
    if base_refs:
        condition = Q()
        for slug, _printing in base_refs:
            condition |= Q(slug=slug)
        found = Base.objects.filter(condition).select_related("box").order_by("slug", "printing")
        by_slug: dict[str, list[Base]] = {}
        for base in found:
            by_slug.setdefault(base.slug, []).append(base)
        for slug, printing in sorted(base_refs):
            candidates = by_slug.get(slug, [])
            match = next((b for b in candidates if b.printing == printing), None)
            if match is None and candidates:
                match = next((b for b in candidates if b.printing == "original"), candidates[0])
            if match is not None:
                bases[f"{slug}|{printing}"] = base_summary(match)
    cards: dict[str, dict[str, Any]] = {}
    if card_slugs:
        # A catalog key "<faction>/<card>" (the card layer's) or a bare card slug (older boards).
        bare = {slug.rpartition("/")[2] for slug in card_slugs}
        found_cards = (
            Card.objects.filter(slug__in=sorted(bare))
            .select_related("faction")
            .order_by("slug", "printing", "faction__name_en")
        )
        for card in found_cards:
            key = f"{card.faction.slug}/{card.slug}"
            if key in card_slugs:
                cards.setdefault(key, card_summary(card))
            if card.slug in card_slugs:
                cards.setdefault(card.slug, card_summary(card))
    return {"bases": bases, "cards": cards}


@dataclass(frozen=True)
class CatalogRecord:
    """One catalog card or base in one printing, as the coverage table counts it."""

    key: str  # the registry key: "<faction>/<card>" for a card, the slug for a base
    faction: str  # the faction's slug ("" for a base without a faction)
    slug: str
    printing: str
    name_en: str
    name_fr: str
    box_slug: str
    box_title: str
    box_title_fr: str
    box_order: int


def coverage_cards() -> list[CatalogRecord]:
    """Every catalog card in each printing, with the box its faction first came out in."""
    first_box = {
        faction_id: (slug, title, title_fr, order)
        for faction_id, slug, title, title_fr, order in FactionBox.objects.filter(
            first_release=True
        ).values_list(
            "faction_id", "box__slug", "box__title_en", "box__title_fr", "box__release_order"
        )
    }
    rows = Card.objects.order_by("faction__slug", "slug", "printing").values_list(
        "faction_id", "faction__slug", "slug", "printing", "name_en", "name_fr"
    )
    records = []
    for faction_id, faction, slug, printing, name_en, name_fr in rows:
        box = first_box.get(faction_id, ("", "", "", 0))
        records.append(
            CatalogRecord(f"{faction}/{slug}", faction, slug, printing, name_en, name_fr, *box)
        )
    return records


def coverage_bases() -> list[CatalogRecord]:
    """Every catalog base in each printing, with its box."""
    rows = Base.objects.order_by("slug", "printing").values_list(
        "faction__slug",
        "slug",
        "printing",
        "name_en",
        "name_fr",
        "box__slug",
        "box__title_en",
        "box__title_fr",
        "box__release_order",
    )
    return [
        CatalogRecord(slug, faction or "", slug, printing, name_en, name_fr, *box)
        for faction, slug, printing, name_en, name_fr, *box in rows
    ]


# --- catalog cards for the engine (issue 13: "card": "<faction>/<card>") ---------------------

CardFacts = dict[str, Any]


def catalog_card_facts() -> dict[tuple[str, str], tuple[CardFacts, str | None]]:
    """Every catalog card as {(key, printing): (facts, key of its counterpart)}.

    key is "<faction slug>/<card slug>" of the record (the card API's slugs); facts are what the
    engine reads (parse.CardLookup): key, printing, name, name_fr, type, power, power_text, and
    for an action `played_on` (where its text says it is played, for the advisor: played_on()),
    and `special` (whether its text has a Special ability, for Spider-Man: has_special()), and
    `special_window` ("before_scoring", "after_scoring" or None: the scoring window of its
    Special, from its keywords as faction_cards reads them; the advisor uses the Special there).
    """
    windows = _special_windows_by_card()
    rows = Card.objects.order_by("faction__slug", "slug", "printing", "pk").values_list(
        "pk",
        "faction__slug",
        "slug",
        "printing",
        "name_en",
        "name_fr",
        "card_type",
        "power",
        "power_text",
        "counterpart__faction__slug",
        "counterpart__slug",
        "text",
    )
    table: dict[tuple[str, str], tuple[CardFacts, str | None]] = {}
    for pk, faction, slug, printing, name, name_fr, kind, power, power_text, *rest in rows:
        cp_f, cp_s, text = rest
        key = f"{faction}/{slug}"
        facts = {
            "key": key,
            "printing": printing,
            "name": name,
            "name_fr": name_fr or None,
            "type": kind,
            "power": power,
            "power_text": power_text,
            "played_on": played_on(text) if kind == "action" else None,
            "special": has_special(text),
            "special_window": windows.get(pk),
        }
        table.setdefault((key, printing), (facts, f"{cp_f}/{cp_s}" if cp_s else None))
    return table


def _special_windows_by_card() -> dict[int, str]:
    """{card pk: the scoring window of its Special} for the cards whose keywords say one
    ("special" with "before-scoring" or "after-scoring", as faction_cards reads them)."""
    tagged: dict[int, set[str]] = {}
    through = Card.keywords.through.objects.filter(
        keyword__slug__in=("special", "before-scoring", "after-scoring")
    )
    for card_id, slug in through.values_list("card_id", "keyword__slug"):
        tagged.setdefault(card_id, set()).add(slug)
    windows = {}
    for card_id, slugs in tagged.items():
        window = _keywords_window(slugs)
        if window is not None:
            windows[card_id] = window
    return windows


def _keywords_window(keywords: set[str]) -> str | None:
    """The scoring window of a card's Special from its keyword slugs ("special" with
    "before-scoring" or "after-scoring"), None when they name none."""
    if "special" in keywords:
        if "before-scoring" in keywords:
            return "before_scoring"
        if "after-scoring" in keywords:
            return "after_scoring"
    return None


# "Play on a base." / "Play on one of your minions." ...: where an Ongoing action goes, read from
# the English text of the record (the advisor tries an action only where it may be played).
_PLAYED_ON = (
    (
        re.compile(r"\bplay (?:this )?on another player[’']s (?:minion|character)", re.I),
        "other_minion",
    ),
    (
        re.compile(r"\bplay (?:this )?on (?:one of )?your (?:minions?|characters?)", re.I),
        "own_minion",
    ),
    (re.compile(r"\bplay (?:this )?on a base\b", re.I), "base"),
    (re.compile(r"\bplay (?:this )?on (?:a|an) [^.:]{0,40}?(?:minion|character)", re.I), "minion"),
    # The licensed boxes open the text with its kind (Disney, Marvel): "Character modifier."
    # (played on a character, a minion) or "Base modifier." (played on a base).
    (re.compile(r"^\s*character modifier\b", re.I), "minion"),
    (re.compile(r"^\s*base modifier\b", re.I), "base"),
)


# "Special: ..." opens a Special ability in the English text of a record; the texts that only
# speak of Specials ("cannot use Special abilities", "after a Special ability is used") have no
# colon after the word.
_SPECIAL = re.compile(r"\bSpecial\s*:", re.I)


def has_special(text: str | None) -> bool | None:
    """Whether a card's text has a Special ability; None when the record has no text."""
    if not text:
        return None
    return _SPECIAL.search(text) is not None


def played_on(text: str | None) -> str | None:
    """Where an action's text says it is played: "base", "minion", "own_minion",
    "other_minion", or None (a standard action, or a text that does not say)."""
    for pattern, place in _PLAYED_ON:
        if text and pattern.search(text):
            return place
    return None


def resolve_card(
    table: dict[tuple[str, str], tuple[CardFacts, str | None]], key: str, printing: str | None
) -> CardFacts | None:
    """The facts of the card `key` in `printing` (None: the original printing, or the printing
    the card exists in when it exists in one only). The other printing's slug of the same card
    is accepted too (a few slugs differ between printings)."""
    printings = ("original", "pod")
    if printing is not None and printing not in printings:
        return None
    wanted = (printing,) if printing is not None else printings
    for target in wanted:
        found = table.get((key, target))
        if found is not None:
            return dict(found[0])
        # The other printing's record with this key, whose counterpart is in `target`.
        for other in printings:
            if other == target:
                continue
            record = table.get((key, other))
            if record is not None and record[1] is not None:
                counterpart = table.get((record[1], target))
                if counterpart is not None:
                    return dict(counterpart[0])
    return None


# --- the page's table view: factions and their cards (issue 16) -----------------------------

MAX_PALETTE_FACTIONS = 8
PRINTINGS = ("original", "pod")


def faction_choices() -> list[dict[str, str]]:
    """Every faction that has cards, for the players' faction pickers: slug and names."""
    rows = (
        Card.objects.values_list("faction__slug", "faction__name_en", "faction__name_fr")
        .distinct()
        .order_by("faction__name_en", "faction__slug")
    )
    return [{"slug": slug, "name_en": en, "name_fr": fr or ""} for slug, en, fr in rows]


def faction_cards(slugs: Iterable[str], printing: str = "original") -> dict[str, dict[str, Any]]:
    """The cards of the given factions, one per card in `printing` when the card exists in it
    (the other printing otherwise), minions first by printed power, then titans and actions.

    Returns {faction slug: {"slug", "name_en", "name_fr", "cards": [...]}} for the slugs the
    catalog knows; each card has key ("<faction>/<card>", the engine's catalog key), printing,
    type, names, power, power_text and `special` ("before_scoring", "after_scoring" or None:
    a Special played in a scoring window, from the card's keywords).
    """
    wanted = list(dict.fromkeys(slugs))
    rows = (
        Card.objects.filter(faction__slug__in=wanted)
        .select_related("faction")
        .prefetch_related("keywords")
        .order_by("faction__slug", "position", "slug", "printing")
    )
    other = PRINTINGS[1] if printing == PRINTINGS[0] else PRINTINGS[0]
    chosen: dict[tuple[str, str], Card] = {}
    for card in rows:
        key = (card.faction.slug, card.slug)
        if key not in chosen or (card.printing == printing and chosen[key].printing == other):
            chosen[key] = card
    factions: dict[str, dict[str, Any]] = {}
    for (faction_slug, _slug), card in chosen.items():
        faction = factions.setdefault(
            faction_slug,
            {
                "slug": faction_slug,
                "name_en": card.faction.name_en,
                "name_fr": card.faction.name_fr or "",
                "cards": [],
            },
        )
        special = _keywords_window({k.slug for k in card.keywords.all()})
        faction["cards"].append(
            {
                "key": f"{faction_slug}/{card.slug}",
                "printing": card.printing,
                "type": card.card_type,
                "name_en": card.name_en,
                "name_fr": card.name_fr or "",
                "power": card.power,
                "power_text": card.power_text,
                "special": special,
            }
        )
    order = {"minion": 0, "titan": 1, "action": 2}
    for faction in factions.values():
        faction["cards"].sort(
            key=lambda c: (order.get(c["type"], 3), -(c["power"] or 0), c["name_en"])
        )
    return {slug: factions[slug] for slug in wanted if slug in factions}
