"""JSON shapes of the catalog API. Unknown values are null; every object has an `object` kind
and a `url`; related objects are linked by URL. `name` is the name in the answer's language
(French when known with `lang=fr`, English otherwise); `name_en`/`name_fr` are both given."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from catalog.api import links
from catalog.models import (
    Base,
    Box,
    Card,
    Complexity,
    Erratum,
    Faction,
    NameSource,
    Printing,
    SpecialCard,
    TextStatus,
)
from smashup_site import extensions


class NullableText(serializers.CharField):
    """Text that is null when unknown (stored as an empty string)."""

    def __init__(self, **kwargs: Any):
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("read_only", True)
        super().__init__(**kwargs)

    def to_representation(self, value: Any) -> str | None:
        return str(value) if value not in ("", None) else None


WARNINGS_HELP = (
    "Only in the answer of a single-object endpoint (detail, random), and only when part of "
    "the request was ignored (an unknown parameter): why. Lists carry theirs at the top level."
)


def optional_warnings() -> serializers.ListField:
    """`warnings` for the schema: an object has no such attribute, so DRF never writes it;
    CatalogView.finalize_response adds it to a single object's answer when there are some."""
    return serializers.ListField(
        child=serializers.CharField(), required=False, help_text=WARNINGS_HELP
    )


class CatalogSerializer(serializers.Serializer):
    """Declared fields give the schema; serializers on hot paths (cards, bases and what they
    embed) also write their dict directly in `represent()`, an order of magnitude faster than
    DRF's field-by-field walk. Tests check both give the same answer for the whole catalog."""

    @property
    def lang(self) -> str:
        return self.context.get("lang", "en")

    def link(self, path: str) -> str:
        context = self.context
        origin = context.get("origin")
        if origin is not None:
            return origin + path
        return links.absolute(context.get("request"), path)

    def display(self, english: str, french: str) -> str:
        return french if french and self.lang == "fr" else english

    def to_representation(self, instance: Any) -> dict:
        represent = getattr(self, "represent", None)
        if represent is None:
            return super().to_representation(instance)
        return represent(instance)


def french_source(record: Card | Base) -> str | None:
    """ "<file>, p. <page>" (or the file alone) for a quoted French text; None without one."""
    if not record.text_fr:
        return None
    page = record.text_fr_source_page
    return f"{record.text_fr_source_file}, p. {page}" if page else record.text_fr_source_file


def _text(value: str | None) -> str | None:
    return value or None


def faction_ref(ser: CatalogSerializer, faction: Faction) -> dict:
    return {
        "slug": faction.slug,
        "name": ser.display(faction.name_en, faction.name_fr),
        "name_en": faction.name_en,
        "name_fr": _text(faction.name_fr),
        "url": ser.link(links.faction_path(faction)),
    }


def box_ref(ser: CatalogSerializer, box: Box) -> dict:
    return {
        "slug": box.slug,
        "title": ser.display(box.title_en, box.title_fr),
        "title_en": box.title_en,
        "title_fr": _text(box.title_fr),
        "url": ser.link(links.box_path(box)),
    }


def printing_ref(ser: CatalogSerializer, record: Card | Base) -> dict:
    return {
        "slug": record.slug,
        "printing": record.printing,
        "name_en": record.name_en,
        "url": ser.link(links.record_path(record)),
    }


def ruling(ser: CatalogSerializer, record: Any, url_name: str) -> dict:
    return {
        "id": record.pk,
        "url": ser.link(links.ruling_path(url_name, record.pk)),
        "text": record.text,
        "language": record.language,
        "date": record.date.isoformat() if record.date else None,
        "source_name": record.source_name,
        "source_page": _text(record.source_page),
        "source_url": _text(record.source_url),
        "scope": record.scope,
        "subject": _text(record.subject),
    }


def card_ref(ser: CatalogSerializer, card: Card) -> dict:
    return {
        "slug": card.slug,
        "printing": card.printing,
        "name_en": card.name_en,
        "faction": card.faction.slug,
        "url": ser.link(links.card_path(card)),
    }


def base_ref(ser: CatalogSerializer, base: Base) -> dict:
    return {
        "slug": base.slug,
        "printing": base.printing,
        "name_en": base.name_en,
        "url": ser.link(links.base_path(base)),
    }


def erratum(ser: CatalogSerializer, record: Erratum) -> dict:
    return {
        **ruling(ser, record, "erratum-detail"),
        "kind": record.kind,
        **erratum_wording(record),
    }


def inline_erratum(ser: CatalogSerializer, record: Erratum) -> dict:
    """An erratum inside a card or base: also the printing the source records it on."""
    return {**erratum(ser, record), "printing": recorded_printing(record)}


def erratum_wording(record: Erratum) -> dict:
    return {"wording": _text(record.wording), "wording_known": record.wording_known}


def recorded_printing(record: Any) -> str:
    """The printing of the card or base the source records a ruling on."""
    target = record.card if record.card_id else record.base
    return target.printing if target is not None else ""


SCOPE_HELP = (
    '"card" or "base": the source attaches it to this record; "faction": a faction-level'
    " clarification whose heading names this card among others (see `subject`)."
)
SUBJECT_HELP = "The card or base names the source heads it with, as written there; null if none."
WORDING_HELP = (
    "What the erratum changed, in the source's words (its kind label removed); null when the"
    " source gives only the kind (`kind`) or nothing: see `source_url`."
)


# -- references (an object inside another) ----------------------------------------------------


class FactionRefSerializer(CatalogSerializer):
    slug = serializers.CharField(read_only=True)
    name = serializers.SerializerMethodField()
    name_en = serializers.CharField(read_only=True)
    name_fr = NullableText()
    url = serializers.SerializerMethodField()

    def get_name(self, faction: Faction) -> str:
        return self.display(faction.name_en, faction.name_fr)

    def get_url(self, faction: Faction) -> str:
        return self.link(links.faction_path(faction))

    def represent(self, faction: Faction) -> dict:
        return faction_ref(self, faction)


class BoxRefSerializer(CatalogSerializer):
    slug = serializers.CharField(read_only=True)
    title = serializers.SerializerMethodField()
    title_en = serializers.CharField(read_only=True)
    title_fr = NullableText()
    url = serializers.SerializerMethodField()

    def get_title(self, box: Box) -> str:
        return self.display(box.title_en, box.title_fr)

    def get_url(self, box: Box) -> str:
        return self.link(links.box_path(box))

    def represent(self, box: Box) -> dict:
        return box_ref(self, box)


class FactionInBoxSerializer(FactionRefSerializer):
    first_release = serializers.BooleanField(
        read_only=True, help_text="This box first released the faction."
    )

    def to_representation(self, faction_box: Any) -> dict:
        data = super().to_representation(faction_box.faction)
        data["first_release"] = faction_box.first_release
        return data


class BoxOfFactionSerializer(BoxRefSerializer):
    first_release = serializers.BooleanField(
        read_only=True, help_text="This box first released the faction."
    )

    def to_representation(self, faction_box: Any) -> dict:
        data = super().to_representation(faction_box.box)
        data["first_release"] = faction_box.first_release
        return data


class PrintingRefSerializer(CatalogSerializer):
    """The same card or base in the other printing (it may carry another slug and name)."""

    slug = serializers.CharField(read_only=True)
    printing = serializers.ChoiceField(choices=Printing.values, read_only=True)
    name_en = serializers.CharField(read_only=True)
    url = serializers.SerializerMethodField()

    def get_url(self, record: Card | Base) -> str:
        return self.link(links.record_path(record))

    def represent(self, record: Card | Base) -> dict:
        return printing_ref(self, record)


class CardRefSerializer(CatalogSerializer):
    slug = serializers.CharField(read_only=True)
    printing = serializers.ChoiceField(choices=Printing.values, read_only=True)
    name_en = serializers.CharField(read_only=True)
    faction = serializers.CharField(source="faction.slug", read_only=True)
    url = serializers.SerializerMethodField()

    def get_url(self, card: Card) -> str:
        return self.link(links.card_path(card))

    def represent(self, card: Card) -> dict:
        return card_ref(self, card)


class BaseRefSerializer(CatalogSerializer):
    slug = serializers.CharField(read_only=True)
    printing = serializers.ChoiceField(choices=Printing.values, read_only=True)
    name_en = serializers.CharField(read_only=True)
    url = serializers.SerializerMethodField()

    def get_url(self, base: Base) -> str:
        return self.link(links.base_path(base))

    def represent(self, base: Base) -> dict:
        return base_ref(self, base)


# -- rulings ---------------------------------------------------------------------------------


class RulingSerializer(CatalogSerializer):
    id = serializers.IntegerField(read_only=True)
    url = serializers.SerializerMethodField()
    text = serializers.CharField(read_only=True)
    language = serializers.CharField(read_only=True)
    date = serializers.DateField(read_only=True, allow_null=True)
    source_name = serializers.CharField(read_only=True)
    source_page = NullableText()
    source_url = NullableText()
    scope = serializers.ChoiceField(
        choices=["card", "base", "faction"], read_only=True, help_text=SCOPE_HELP
    )
    subject = NullableText(help_text=SUBJECT_HELP)

    url_name = "clarification-detail"

    def get_url(self, ruling: Any) -> str:
        return self.link(links.ruling_path(self.url_name, ruling.pk))

    def represent(self, record: Any) -> dict:
        return ruling(self, record, self.url_name)


class ErratumWordingMixin(serializers.Serializer):
    wording = NullableText(help_text=WORDING_HELP)
    wording_known = serializers.BooleanField(
        read_only=True, help_text="False: the source names the kind of erratum only."
    )


class ErratumInlineSerializer(ErratumWordingMixin, RulingSerializer):
    kind = serializers.CharField(read_only=True, help_text="wording, functional or unspecified.")
    printing = serializers.SerializerMethodField(
        help_text="The printing of the card or base the source records the erratum on (the"
        " official wiki records every erratum on the POD card; a card whose text is the wording"
        " the erratum produced lists it too)."
    )

    url_name = "erratum-detail"

    @extend_schema_field(serializers.ChoiceField(choices=Printing.values))
    def get_printing(self, record: Erratum) -> str:
        return recorded_printing(record)

    def represent(self, record: Erratum) -> dict:
        return inline_erratum(self, record)


class ClarificationSerializer(RulingSerializer):
    object = serializers.SerializerMethodField()
    warnings = optional_warnings()
    card = CardRefSerializer(read_only=True, allow_null=True)
    base = BaseRefSerializer(read_only=True, allow_null=True)
    faction = FactionRefSerializer(read_only=True, allow_null=True)
    named_cards = CardRefSerializer(
        source="named_cards.all",
        many=True,
        read_only=True,
        help_text="A faction-level clarification: the cards its heading names (each card lists"
        " it among its own clarifications, with scope faction).",
    )

    lists_named_cards = True

    def get_object(self, ruling: Any) -> str:
        return "clarification"

    def represent(self, record: Any) -> dict:
        data = {"object": self.get_object(record), **ruling(self, record, self.url_name)}
        card, base, faction = record.card, record.base, record.faction
        data["card"] = card_ref(self, card) if card is not None else None
        data["base"] = base_ref(self, base) if base is not None else None
        data["faction"] = faction_ref(self, faction) if faction is not None else None
        if self.lists_named_cards:
            data["named_cards"] = [card_ref(self, item) for item in record.named_cards.all()]
        return data


class ErratumSerializer(ErratumWordingMixin, ClarificationSerializer):
    kind = serializers.CharField(read_only=True, help_text="wording, functional or unspecified.")
    named_cards = None  # errata are always on one card or base
    lists_named_cards = False

    url_name = "erratum-detail"

    def get_object(self, ruling: Erratum) -> str:
        return "erratum"

    def represent(self, record: Erratum) -> dict:
        return {**super().represent(record), "kind": record.kind, **erratum_wording(record)}


# -- catalog objects -------------------------------------------------------------------------


class KeywordSerializer(CatalogSerializer):
    object = serializers.SerializerMethodField()
    warnings = optional_warnings()
    slug = serializers.CharField(read_only=True)
    url = serializers.SerializerMethodField()
    name = serializers.SerializerMethodField()
    name_en = serializers.CharField(read_only=True)
    name_fr = NullableText()
    cards_url = serializers.SerializerMethodField()
    bases_url = serializers.SerializerMethodField()

    def get_object(self, keyword: Any) -> str:
        return "keyword"

    def get_url(self, keyword: Any) -> str:
        return self.link(links.keyword_path(keyword))

    def get_name(self, keyword: Any) -> str:
        return self.display(keyword.name_en, keyword.name_fr)

    def get_cards_url(self, keyword: Any) -> str:
        return self.link(links.list_path("card-list", keyword=keyword.slug))

    def get_bases_url(self, keyword: Any) -> str:
        return self.link(links.list_path("base-list", keyword=keyword.slug))


class BoxSerializer(CatalogSerializer):
    object = serializers.SerializerMethodField()
    warnings = optional_warnings()
    slug = serializers.CharField(read_only=True)
    url = serializers.SerializerMethodField()
    title = serializers.SerializerMethodField()
    title_en = serializers.CharField(read_only=True)
    title_fr = NullableText()
    title_fr_source = serializers.CharField(
        read_only=True, help_text='Where the French title comes from: "rulebook", "fan" or "".'
    )
    kind = serializers.ChoiceField(choices=Box.Kind.choices, read_only=True)
    release_order = serializers.IntegerField(read_only=True)
    year = serializers.IntegerField(read_only=True, allow_null=True)
    factions = FactionInBoxSerializer(source="faction_boxes.all", many=True, read_only=True)
    cards_url = serializers.SerializerMethodField()
    bases_url = serializers.SerializerMethodField()
    source_file = NullableText()
    source_url = NullableText()

    def get_object(self, box: Box) -> str:
        return "box"

    def get_url(self, box: Box) -> str:
        return self.link(links.box_path(box))

    def get_title(self, box: Box) -> str:
        return self.display(box.title_en, box.title_fr)

    def get_cards_url(self, box: Box) -> str:
        return self.link(links.list_path("card-list", box=box.slug))

    def get_bases_url(self, box: Box) -> str:
        return self.link(links.list_path("base-list", box=box.slug))


@extend_schema_serializer(component_name="CatalogFaction")
class FactionSerializer(CatalogSerializer):
    object = serializers.SerializerMethodField()
    warnings = optional_warnings()
    slug = serializers.CharField(read_only=True)
    url = serializers.SerializerMethodField()
    name = serializers.SerializerMethodField()
    name_en = serializers.CharField(read_only=True)
    name_fr = NullableText()
    name_fr_source = serializers.ChoiceField(
        choices=NameSource.choices, read_only=True, help_text="rulebook, fan, or empty."
    )
    boxes = BoxOfFactionSerializer(source="faction_boxes.all", many=True, read_only=True)
    complexity = serializers.SerializerMethodField(
        help_text="The complexity rating of the faction's wiki page (low, low-medium, medium,"
        " medium-high, high); null when unknown."
    )
    complexity_rank = serializers.SerializerMethodField(
        help_text="The rating as a number, 1 (low) to 5 (high); null when unknown."
    )
    complexity_source_name = NullableText(help_text="The wiki the rating is read from.")
    complexity_source_url = NullableText(help_text="Its faction page.")
    cards_url = serializers.SerializerMethodField()
    bases_url = serializers.SerializerMethodField()
    source_file = NullableText()
    source_url = NullableText()

    def get_object(self, faction: Faction) -> str:
        return "faction"

    @extend_schema_field(serializers.ChoiceField(choices=Complexity.values, allow_null=True))
    def get_complexity(self, faction: Faction) -> str | None:
        return faction.complexity or None

    @extend_schema_field(serializers.IntegerField(allow_null=True, min_value=1, max_value=5))
    def get_complexity_rank(self, faction: Faction) -> int | None:
        return faction.complexity_rank

    def get_url(self, faction: Faction) -> str:
        return self.link(links.faction_path(faction))

    def get_name(self, faction: Faction) -> str:
        return self.display(faction.name_en, faction.name_fr)

    def get_cards_url(self, faction: Faction) -> str:
        return self.link(links.list_path("card-list", faction=faction.slug))

    def get_bases_url(self, faction: Faction) -> str:
        return self.link(links.list_path("base-list", faction=faction.slug))


class CardPlayStatusSerializer(serializers.Serializer):
    """The simulator's play status of a card (issue 27): what it does when it is played."""

    status = serializers.ChoiceField(
        choices=["applied", "no_board_effect", "not_simulated"],
        help_text="applied: the simulator applies its effect when a board plays it; "
        "no_board_effect: playing it changes nothing the board holds; not_simulated: it may "
        "change the board and is not applied (a board playing it lists it as not simulated).",
    )
    summary = serializers.CharField(
        help_text="What it does when played, in our own words (not the text); the scoring "
        "summary (`summary` beside `play`) when the play entry has none of its own."
    )
    summary_fr = serializers.CharField()
    reason = serializers.CharField(
        required=False,
        help_text="Only when there is one: why playing it has no board effect, or why it is not "
        'simulated ("not modelled yet: ..." for a card whose box the play phase does not '
        "cover yet).",
    )
    reason_fr = serializers.CharField(required=False)


class CardSimulatorStatusSerializer(serializers.Serializer):
    """The card annotation slot "simulator" (smashup_site.extensions): filled by the simulator
    app, so that the catalog does not import it."""

    status = serializers.ChoiceField(
        choices=["modelled", "no_scoring_effect", "not_simulated"],
        help_text="modelled: the simulator applies the ability; no_scoring_effect: it never "
        "changes scoring; not_simulated: it might matter and is not modelled.",
    )
    summary = serializers.CharField(help_text="The ability in our own words (not the text).")
    summary_fr = serializers.CharField()
    reason = serializers.CharField(allow_null=True, help_text="Why it is not simulated.")
    reason_fr = serializers.CharField(allow_null=True)
    play = CardPlayStatusSerializer(help_text="What the card does when it is played (issue 27).")


class CardSerializer(CatalogSerializer):
    object = serializers.SerializerMethodField()
    warnings = optional_warnings()
    slug = serializers.CharField(read_only=True, help_text="Unique within the faction.")
    url = serializers.SerializerMethodField()
    printing = serializers.ChoiceField(choices=Printing.values, read_only=True)
    other_printing = PrintingRefSerializer(
        source="counterpart",
        read_only=True,
        allow_null=True,
        help_text="The same card in the other printing, when it exists.",
    )
    name = serializers.SerializerMethodField()
    name_en = serializers.CharField(read_only=True)
    name_fr = NullableText()
    name_fr_source = serializers.ChoiceField(
        choices=NameSource.choices, read_only=True, help_text="rulebook, fan, or empty."
    )
    faction = FactionRefSerializer(read_only=True)
    type = serializers.ChoiceField(source="card_type", choices=Card.Type.choices, read_only=True)
    copies = serializers.IntegerField(read_only=True, allow_null=True)
    power = serializers.IntegerField(
        read_only=True, allow_null=True, help_text="Null: no power, or not a number (power_text)."
    )
    power_text = NullableText(help_text='The printed power when it is not a number ("X").')
    text = NullableText(help_text="The card's text, as the source prints it; null if unknown.")
    text_status = serializers.ChoiceField(
        choices=TextStatus.values,
        read_only=True,
        help_text="quoted: the source's text; current-wording: the source (the fan wiki, for"
        " the original printing) gives the wording after an erratum listed in `errata`, not"
        " the text printed on the card; unknown: no source gives the text.",
    )
    text_fr = NullableText(
        help_text="The French text, quoted from a French rulebook that prints it; null if none."
    )
    text_fr_source = serializers.SerializerMethodField(
        help_text="The rulebook file (and page) `text_fr` is quoted from; null without text_fr."
    )
    errata_note = NullableText(help_text="The source's raw errata field.")
    position = serializers.IntegerField(read_only=True, help_text="Order in the source deck.")
    keywords = serializers.SerializerMethodField(help_text="Keyword slugs (see /api/v1/keywords/).")
    errata = ErratumInlineSerializer(
        source="shown_errata",
        many=True,
        read_only=True,
        help_text="Its errata; for a card whose text is the wording an erratum produced"
        " (text_status current-wording), also that erratum, which the source records on the"
        " other printing (see each one's `printing`).",
    )
    clarifications = RulingSerializer(
        source="shown_clarifications",
        many=True,
        read_only=True,
        help_text="Its clarifications (scope card), then the faction-level ones whose heading"
        " names it (scope faction).",
    )
    source_file = NullableText()
    source_url = NullableText()
    # The key is the extension slot's name (extensions.SIMULATOR; a test checks they agree).
    simulator = serializers.SerializerMethodField(
        help_text="The card's status in the scoring simulator; null when it has none yet "
        "(see /api/v1/simulator/coverage/)."
    )

    def get_object(self, card: Card) -> str:
        return "card"

    def get_url(self, card: Card) -> str:
        return self.link(links.card_path(card))

    def get_name(self, card: Card) -> str:
        return self.display(card.name_en, card.name_fr)

    def get_keywords(self, card: Card) -> list[str]:
        return [keyword.slug for keyword in card.keywords.all()]

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_text_fr_source(self, card: Card) -> str | None:
        return french_source(card)

    @extend_schema_field(CardSimulatorStatusSerializer(allow_null=True))
    def get_simulator(self, card: Card) -> dict | None:
        return card_annotations(card)[extensions.SIMULATOR]

    def represent(self, card: Card) -> dict:
        other = card.counterpart
        return {
            "object": "card",
            "slug": card.slug,
            "url": self.link(links.card_path(card)),
            "printing": card.printing,
            "other_printing": printing_ref(self, other) if other is not None else None,
            "name": self.display(card.name_en, card.name_fr),
            "name_en": card.name_en,
            "name_fr": _text(card.name_fr),
            "name_fr_source": card.name_fr_source,
            "faction": faction_ref(self, card.faction),
            "type": card.card_type,
            "copies": card.copies,
            "power": card.power,
            "power_text": _text(card.power_text),
            "text": _text(card.text),
            "text_status": card.text_status,
            "text_fr": _text(card.text_fr),
            "text_fr_source": french_source(card),
            "errata_note": _text(card.errata_note),
            "position": card.position,
            "keywords": [keyword.slug for keyword in card.keywords.all()],
            "errata": [inline_erratum(self, item) for item in card.shown_errata()],
            "clarifications": [
                ruling(self, item, "clarification-detail") for item in card.shown_clarifications()
            ],
            "source_file": _text(card.source_file),
            "source_url": _text(card.source_url),
            **card_annotations(card),
        }


def card_annotations(card: Card) -> dict[str, dict | None]:
    """What other apps say of the card, one key per extension slot (null when nobody knows)."""
    return extensions.card_annotations_json(card.faction.slug, card.slug, card.printing)


@extend_schema_serializer(component_name="CatalogBase")
class BaseSerializer(CatalogSerializer):
    object = serializers.SerializerMethodField()
    warnings = optional_warnings()
    slug = serializers.CharField(read_only=True)
    url = serializers.SerializerMethodField()
    printing = serializers.ChoiceField(choices=Printing.values, read_only=True)
    other_printing = PrintingRefSerializer(
        source="counterpart",
        read_only=True,
        allow_null=True,
        help_text="The same base in the other printing (it may carry another name).",
    )
    name = serializers.SerializerMethodField()
    name_en = serializers.CharField(read_only=True)
    name_fr = NullableText()
    name_fr_source = serializers.ChoiceField(
        choices=NameSource.choices, read_only=True, help_text="rulebook, fan, or empty."
    )
    box = BoxRefSerializer(read_only=True)
    faction = FactionRefSerializer(read_only=True, allow_null=True)
    breakpoint = serializers.IntegerField(read_only=True, allow_null=True)
    vp = serializers.SerializerMethodField(
        help_text="Victory points for the first, second and third place (null if unknown)."
    )
    monsters = serializers.IntegerField(
        read_only=True, allow_null=True, help_text="Munchkin: monsters placed on the base."
    )
    text = NullableText(help_text="The base's ability, as the source prints it.")
    text_fr = NullableText(
        help_text="The French ability, quoted from a French rulebook that prints it; null if none."
    )
    text_fr_source = serializers.SerializerMethodField(
        help_text="The rulebook file (and page) `text_fr` is quoted from; null without text_fr."
    )
    stats_status = serializers.ChoiceField(
        choices=Base.StatsStatus.choices,
        read_only=True,
        help_text="How well the breakpoint and VP are confirmed.",
    )
    errata_note = NullableText()
    position = serializers.IntegerField(read_only=True)
    keywords = serializers.SerializerMethodField(help_text="Keyword slugs (see /api/v1/keywords/).")
    errata = ErratumInlineSerializer(many=True, read_only=True)
    clarifications = RulingSerializer(many=True, read_only=True)
    source_file = NullableText()
    source_url = NullableText()

    def get_object(self, base: Base) -> str:
        return "base"

    def get_url(self, base: Base) -> str:
        return self.link(links.base_path(base))

    def get_name(self, base: Base) -> str:
        return self.display(base.name_en, base.name_fr)

    def get_keywords(self, base: Base) -> list[str]:
        return [keyword.slug for keyword in base.keywords.all()]

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_text_fr_source(self, base: Base) -> str | None:
        return french_source(base)

    def represent(self, base: Base) -> dict:
        other, faction = base.counterpart, base.faction
        return {
            "object": "base",
            "slug": base.slug,
            "url": self.link(links.base_path(base)),
            "printing": base.printing,
            "other_printing": printing_ref(self, other) if other is not None else None,
            "name": self.display(base.name_en, base.name_fr),
            "name_en": base.name_en,
            "name_fr": _text(base.name_fr),
            "name_fr_source": base.name_fr_source,
            "box": box_ref(self, base.box),
            "faction": faction_ref(self, faction) if faction is not None else None,
            "breakpoint": base.breakpoint,
            "vp": base.vp,
            "monsters": base.monsters,
            "text": _text(base.text),
            "text_fr": _text(base.text_fr),
            "text_fr_source": french_source(base),
            "stats_status": base.stats_status,
            "errata_note": _text(base.errata_note),
            "position": base.position,
            "keywords": [keyword.slug for keyword in base.keywords.all()],
            "errata": [inline_erratum(self, item) for item in base.errata.all()],
            "clarifications": [
                ruling(self, item, "clarification-detail") for item in base.clarifications.all()
            ],
            "source_file": _text(base.source_file),
            "source_url": _text(base.source_url),
        }

    @extend_schema_field(
        {
            "type": "array",
            "items": {"type": "integer", "nullable": True},
            "minItems": 3,
            "maxItems": 3,
        }
    )
    def get_vp(self, base: Base) -> list[int | None]:
        return base.vp


class SpecialCardSerializer(CatalogSerializer):
    """A card outside the faction decks: the Madness card, Munchkin monsters and treasures."""

    object = serializers.SerializerMethodField()
    warnings = optional_warnings()
    slug = serializers.CharField(read_only=True)
    url = serializers.SerializerMethodField()
    kind = serializers.ChoiceField(choices=SpecialCard.Kind.values, read_only=True)
    name = serializers.SerializerMethodField(
        help_text="In the answer's language when known, else the other one."
    )
    name_en = NullableText(help_text="Null when no source gives the English name.")
    name_fr = NullableText()
    name_fr_source = serializers.ChoiceField(
        choices=NameSource.choices, read_only=True, help_text="rulebook, fan, or empty."
    )
    box = BoxRefSerializer(read_only=True)
    copies = serializers.IntegerField(read_only=True, allow_null=True)
    power = serializers.IntegerField(read_only=True, allow_null=True)
    treasures = serializers.IntegerField(
        read_only=True, allow_null=True, help_text="Monsters: the treasures it gives."
    )
    vp = serializers.IntegerField(read_only=True, allow_null=True)
    notes = NullableText(help_text="Our own summary of what is known, with its evidence.")
    notes_fr = NullableText(help_text="The same summary in French.")
    source_file = NullableText()
    source_url = NullableText()

    def get_object(self, card: SpecialCard) -> str:
        return "special_card"

    def get_url(self, card: SpecialCard) -> str:
        return self.link(links.special_card_path(card))

    def get_name(self, card: SpecialCard) -> str:
        if self.lang == "fr":
            return card.name_fr or card.name_en
        return card.name_en or card.name_fr


class BulkFileSerializer(serializers.Serializer):
    object = serializers.CharField(read_only=True, help_text='Always "bulk_file".')
    lang = serializers.ChoiceField(choices=[("en", "English"), ("fr", "French")], read_only=True)
    url = serializers.URLField(read_only=True, help_text="Where to download the file.")
    dataset_version = serializers.CharField(
        read_only=True, help_text="The digest of the catalog import the file was made from."
    )
    generated_at = serializers.DateTimeField(read_only=True)
    size = serializers.IntegerField(read_only=True, help_text="In bytes.")
    sha256 = serializers.CharField(read_only=True)
    content_type = serializers.CharField(read_only=True)
