"""Shapes of the rules API: plain texts in both languages, sources, and links (absolute URLs)."""

from django.urls import NoReverseMatch, reverse
from django.utils import translation
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from catalog.models import Card
from rules import markup, selectors
from rules.models import Section, Term
from smashup_site.booklets import BOOKLET_TITLES_FR, Booklet


def card_api_path(card: Card) -> str:
    """The catalog API's URL path of a card (its printing as a query parameter)."""
    kwargs = {"faction_slug": card.faction.slug, "slug": card.slug}
    try:
        path = reverse("catalog_api:card-detail", kwargs=kwargs)
    except NoReverseMatch:
        path = f"/api/v1/cards/{card.faction.slug}/{card.slug}/"
    return f"{path}?printing={card.printing}"


def _page_urls(name: str, slug: str) -> dict[str, str]:
    urls = {}
    for language in ("en", "fr"):
        with translation.override(language):
            urls[language] = reverse(name, kwargs={"slug": slug})
    return urls


class SourceSerializer(serializers.Serializer):
    booklet = serializers.CharField(source="source_booklet")
    booklet_title_en = serializers.SerializerMethodField()
    booklet_title_fr = serializers.SerializerMethodField()
    page = serializers.IntegerField()
    page_end = serializers.IntegerField(allow_null=True)
    anchor_fr = serializers.CharField(help_text="The booklet's heading or term on that page.")

    def get_booklet_title_en(self, entry: Section | Term) -> str:
        with translation.override("en"):
            return str(Booklet(entry.source_booklet).label)

    def get_booklet_title_fr(self, entry: Section | Term) -> str:
        return BOOKLET_TITLES_FR[entry.source_booklet]


class _EntrySerializer(serializers.Serializer):
    """Fields shared by sections and terms; texts are plain (cross-links become their titles)."""

    slug = serializers.SlugField()
    url = serializers.SerializerMethodField()
    page_urls = serializers.SerializerMethodField()
    example_en = serializers.SerializerMethodField()
    example_fr = serializers.SerializerMethodField()
    history_en = serializers.SerializerMethodField(help_text="What an earlier booklet said.")
    history_fr = serializers.SerializerMethodField()
    source = SourceSerializer(source="*")
    related_cards = serializers.SerializerMethodField(
        help_text="A few catalog cards concerned (API URLs)."
    )

    page_name = ""
    api_name = ""
    leading_fields: tuple[str, ...] = ("slug", "url")

    def to_representation(self, instance: Section | Term) -> dict:
        data = super().to_representation(instance)
        first = {key: data[key] for key in self.leading_fields if key in data}
        return {**first, **{key: value for key, value in data.items() if key not in first}}

    def _plain(self, text: str, language: str) -> str:
        """`text` without markup; the link titles are read once per answer (in the context)."""
        key = f"titles_{language}"
        titles = self.context.get(key)
        if titles is None:
            titles = self.context[key] = selectors.link_titles(language)
        return markup.plain(text, titles)

    def _absolute(self, path: str) -> str:
        request = self.context.get("request")
        return request.build_absolute_uri(path) if request else path

    @extend_schema_field(OpenApiTypes.URI)
    def get_url(self, entry: Section | Term) -> str:
        return self._absolute(reverse(self.api_name, kwargs={"slug": entry.slug}))

    @extend_schema_field(
        {"type": "object", "properties": {"en": {"type": "string"}, "fr": {"type": "string"}}}
    )
    def get_page_urls(self, entry: Section | Term) -> dict[str, str]:
        return {k: self._absolute(v) for k, v in _page_urls(self.page_name, entry.slug).items()}

    def get_example_en(self, entry: Section | Term) -> str:
        return self._plain(entry.example_en, "en")

    def get_example_fr(self, entry: Section | Term) -> str:
        return self._plain(entry.example_fr, "fr")

    def get_history_en(self, entry: Section | Term) -> str:
        return self._plain(entry.history_en, "en")

    def get_history_fr(self, entry: Section | Term) -> str:
        return self._plain(entry.history_fr, "fr")

    def _cards(self, entry: Section | Term) -> list[Card]:
        raise NotImplementedError

    @extend_schema_field(serializers.ListField(child=serializers.URLField()))
    def get_related_cards(self, entry: Section | Term) -> list[str]:
        return [self._absolute(card_api_path(card)) for card in self._cards(entry)]


class SectionSerializer(_EntrySerializer):
    page_name = "rules:section"
    api_name = "rules_api:section-detail"
    leading_fields = ("slug", "url", "order", "title_en", "title_fr", "parent")

    order = serializers.IntegerField()
    title_en = serializers.CharField()
    title_fr = serializers.CharField()
    body_en = serializers.SerializerMethodField()
    body_fr = serializers.SerializerMethodField()
    parent = serializers.SerializerMethodField()
    related_terms = serializers.SerializerMethodField()

    def get_body_en(self, section: Section) -> str:
        return self._plain(section.body_en, "en")

    def get_body_fr(self, section: Section) -> str:
        return self._plain(section.body_fr, "fr")

    @extend_schema_field(serializers.URLField(allow_null=True))
    def get_parent(self, section: Section) -> str | None:
        if section.parent is None:
            return None
        return self._absolute(reverse(self.api_name, kwargs={"slug": section.parent.slug}))

    @extend_schema_field(serializers.ListField(child=serializers.URLField()))
    def get_related_terms(self, section: Section) -> list[str]:
        return [
            self._absolute(reverse("rules_api:term-detail", kwargs={"slug": term.slug}))
            for term in section.terms.all()
        ]

    def _cards(self, section: Section) -> list[Card]:
        return selectors.cards_for_section(section)


class TermSerializer(_EntrySerializer):
    page_name = "rules:term"
    api_name = "rules_api:term-detail"
    leading_fields = ("slug", "url", "name_en", "name_fr", "aliases", "in_glossary")

    name_en = serializers.CharField()
    name_fr = serializers.CharField()
    aliases = serializers.ListField(child=serializers.CharField())
    in_glossary = serializers.BooleanField(
        help_text="True when the booklets' “Termes et restrictions” chapter defines it."
    )
    definition_en = serializers.SerializerMethodField()
    definition_fr = serializers.SerializerMethodField()
    related_terms = serializers.SerializerMethodField()
    related_sections = serializers.SerializerMethodField()

    def get_definition_en(self, term: Term) -> str:
        return self._plain(term.definition_en, "en")

    def get_definition_fr(self, term: Term) -> str:
        return self._plain(term.definition_fr, "fr")

    @extend_schema_field(serializers.ListField(child=serializers.URLField()))
    def get_related_terms(self, term: Term) -> list[str]:
        return [
            self._absolute(reverse(self.api_name, kwargs={"slug": other.slug}))
            for other in term.related_terms.all()
        ]

    @extend_schema_field(serializers.ListField(child=serializers.URLField()))
    def get_related_sections(self, term: Term) -> list[str]:
        return [
            self._absolute(reverse("rules_api:section-detail", kwargs={"slug": section.slug}))
            for section in term.related_sections.all()
        ]

    def _cards(self, term: Term) -> list[Card]:
        return selectors.cards_for_term(term)
