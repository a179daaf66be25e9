"""API shapes of the setup helper: the table as JSON, and the 400 error body.

`table_payload` turns a `SetupTable` into plain data; the serializers below describe (and
render) it, so the OpenAPI schema and the responses cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlencode

from django.urls import reverse
from rest_framework import serializers

from catalog.models import Base
from tablesetup import links
from tablesetup.table import COUNTERS, MADNESS, MONSTERS, TITANS, SetupTable

# English and French names of the special decks and components (the French rulebook's terms).
SPECIAL_NAMES = {
    MADNESS: ("Madness deck", "Pioche Démence"),
    MONSTERS: ("Monster and Treasure decks", "Pioches Monstres et Trésors"),
    TITANS: ("Titans", "Titans"),
    COUNTERS: ("+1 power counters", "Marqueurs Force +1"),
}


class BaseSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name_en = serializers.CharField()
    name_fr = serializers.CharField(help_text="Empty when no French name is known.")
    breakpoint = serializers.IntegerField(allow_null=True, help_text="null: unknown.")
    vp = serializers.ListField(
        child=serializers.IntegerField(allow_null=True),
        min_length=3,
        max_length=3,
        help_text="Victory points of the winner, second and third; null: unknown.",
    )
    monsters = serializers.IntegerField(
        allow_null=True, help_text="Munchkin bases: monsters placed on it; null otherwise."
    )
    printing = serializers.ChoiceField(choices=["original", "pod"])
    box = serializers.CharField(help_text="Slug of the box the base comes in.")
    url = serializers.CharField(allow_null=True, help_text="The base's catalog page.")


class FactionSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name_en = serializers.CharField()
    name_fr = serializers.CharField()
    box = serializers.CharField(help_text="The box whose bases this faction brings.")
    url = serializers.CharField(allow_null=True)


class SeatSerializer(serializers.Serializer):
    player = serializers.IntegerField(help_text="1-based.")
    factions = FactionSerializer(many=True)


class DeckBoxSerializer(serializers.Serializer):
    box = serializers.CharField()
    title_en = serializers.CharField()
    title_fr = serializers.CharField()
    count = serializers.IntegerField(help_text="Bases this box brings.")
    printing_fallback = serializers.BooleanField(
        help_text="POD asked but the box has no POD bases: its original bases are used."
    )


class TitanSerializer(serializers.Serializer):
    faction = serializers.CharField()
    name_en = serializers.CharField()
    name_fr = serializers.CharField()


class SpecialDeckSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=[MADNESS, MONSTERS, TITANS, COUNTERS])
    name_en = serializers.CharField()
    name_fr = serializers.CharField()
    factions = serializers.ListField(
        child=serializers.CharField(), help_text="Factions in play that use it."
    )
    bases = serializers.ListField(
        child=serializers.CharField(), help_text="Bases of the deck that use it."
    )
    boxes = serializers.ListField(
        child=serializers.CharField(), help_text="Boxes in play whose special cards it is."
    )
    titans = TitanSerializer(many=True)
    rules_url = serializers.CharField(allow_null=True, help_text="The rules-reference section.")


class NoticeSerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()


class SetupSerializer(serializers.Serializer):
    seed = serializers.IntegerField(
        allow_null=True, help_text="The seed used (chosen when players is given without one)."
    )
    players = serializers.IntegerField(allow_null=True)
    printing = serializers.CharField()
    factions = serializers.ListField(
        child=serializers.CharField(), help_text="Faction slugs, two per player in player order."
    )
    table = SeatSerializer(many=True)
    draft_order = serializers.ListField(
        child=serializers.IntegerField(),
        help_text="The rulebook draft: who picks at each step (1-based players).",
    )
    boxes = serializers.ListField(
        child=serializers.CharField(), help_text="Boxes whose bases make the deck."
    )
    deck = DeckBoxSerializer(many=True)
    base_count = serializers.IntegerField()
    bases = BaseSerializer(many=True)
    draw = BaseSerializer(many=True, help_text="players + 1 bases; empty without players.")
    special_decks = SpecialDeckSerializer(many=True)
    warnings = NoticeSerializer(many=True)
    query = serializers.CharField(help_text="The canonical query string of this table.")
    permalink = serializers.CharField(allow_null=True, help_text="The page showing this table.")


class ErrorBodySerializer(serializers.Serializer):
    status = serializers.IntegerField()
    message = serializers.CharField()
    parameter = serializers.CharField()


class ErrorSerializer(serializers.Serializer):
    error = ErrorBodySerializer()


def _base(base: Base, absolute: Callable[[str | None], str | None]) -> dict:
    return {
        "slug": base.slug,
        "name_en": base.name_en,
        "name_fr": base.name_fr,
        "breakpoint": base.breakpoint,
        "vp": base.vp,
        "monsters": base.monsters,
        "printing": base.printing,
        "box": base.box.slug,
        "url": absolute(links.base_url(base.slug, base.printing)),
    }


def page_url(query: dict[str, str]) -> str | None:
    try:
        return f"{reverse('tablesetup:page')}?{urlencode(query)}"
    except Exception:  # noqa: BLE001 - the page is optional for the API
        return None


def table_payload(table: SetupTable, absolute: Callable[[str | None], str | None]) -> dict:
    """The table as plain data; `absolute` turns a site path into a full URL."""
    catalog = table.catalog
    query = table.request.query()
    return {
        "seed": table.request.seed,
        "players": table.request.players,
        "printing": table.request.printing,
        "factions": table.factions,
        "table": [
            {
                "player": seat.number,
                "factions": [
                    {
                        "slug": info.slug,
                        "name_en": info.name_en,
                        "name_fr": info.name_fr,
                        "box": box,
                        "url": absolute(links.faction_url(info.slug)),
                    }
                    for _slot, info, box in seat.factions
                ],
            }
            for seat in table.seats
        ],
        "draft_order": [player + 1 for player in table.draft_order],
        "boxes": table.boxes,
        "deck": [
            {
                "box": group.box,
                "title_en": catalog.boxes[group.box].title_en,
                "title_fr": catalog.boxes[group.box].title_fr,
                "count": len(group.bases),
                "printing_fallback": group.fallback,
            }
            for group in table.groups
        ],
        "base_count": len(table.bases),
        "bases": [_base(base, absolute) for base in table.bases],
        "draw": [_base(base, absolute) for base in table.draw],
        "special_decks": [
            {
                "kind": deck.kind,
                "name_en": SPECIAL_NAMES[deck.kind][0],
                "name_fr": SPECIAL_NAMES[deck.kind][1],
                "factions": deck.factions,
                "bases": deck.bases,
                "boxes": deck.boxes,
                "titans": [
                    {"faction": faction, "name_en": name_en, "name_fr": name_fr}
                    for faction, name_en, name_fr in deck.titans
                ],
                "rules_url": absolute(links.rules_url(deck.kind)),
            }
            for deck in table.special_decks
        ],
        "warnings": [{"code": notice.code, "message": notice.message} for notice in table.warnings],
        "query": urlencode(query),
        "permalink": absolute(page_url(query)),
    }
