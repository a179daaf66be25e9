"""The rules reference: sections (goal, setup, turn, conquest...) and glossary terms.

Every text here is our own prose, in English and French, loaded from `rules/content/` by
`manage.py import_rules`. Each entry cites the French rulebook it summarises (booklet + page).
"""

from django.db import models
from django.utils.translation import get_language

from smashup_site.booklets import Booklet


def _localized(obj: models.Model, field: str) -> str:
    """The French value on French pages when there is one, else the English value."""
    if (get_language() or "en").startswith("fr"):
        value = getattr(obj, f"{field}_fr")
        if value:
            return value
    return getattr(obj, f"{field}_en")


class SourcedEntry(models.Model):
    slug = models.SlugField(max_length=80, unique=True)
    source_booklet = models.CharField(max_length=30, choices=Booklet.choices)
    page = models.PositiveSmallIntegerField(help_text="First page of the booklet it summarises.")
    page_end = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Last page, when the passage spans several pages."
    )
    anchor_fr = models.CharField(
        max_length=60,
        help_text="The heading or term of the booklet at that page (lets a test check the page).",
    )
    example_en = models.TextField()
    example_fr = models.TextField()
    history_en = models.TextField(
        blank=True, help_text="What an earlier booklet said otherwise, with its page."
    )
    history_fr = models.TextField(blank=True)
    search_names = models.TextField(blank=True, editable=False)
    search_text = models.TextField(blank=True, editable=False)

    class Meta:
        abstract = True

    @property
    def example(self) -> str:
        return _localized(self, "example")

    @property
    def history(self) -> str:
        return _localized(self, "history")

    @property
    def pages(self) -> str:
        if self.page_end and self.page_end != self.page:
            return f"{self.page}–{self.page_end}"
        return str(self.page)


class Section(SourcedEntry):
    order = models.PositiveSmallIntegerField(help_text="Position in the reading order.")
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="children"
    )
    title_en = models.CharField(max_length=200)
    title_fr = models.CharField(max_length=200)
    body_en = models.TextField()
    body_fr = models.TextField()
    card_words = models.JSONField(
        default=list, blank=True, help_text="English words that find cards about this section."
    )

    class Meta:
        ordering = ["order", "slug"]

    def __str__(self) -> str:
        return self.title_en

    @property
    def title(self) -> str:
        return _localized(self, "title")

    @property
    def body(self) -> str:
        return _localized(self, "body")


class Term(SourcedEntry):
    name_en = models.CharField(max_length=100)
    name_fr = models.CharField(max_length=100)
    aliases = models.JSONField(
        default=list, blank=True, help_text="Other names (both languages), e.g. the glossary form."
    )
    definition_en = models.TextField()
    definition_fr = models.TextField()
    link_forms_en = models.JSONField(
        default=list, blank=True, help_text="English words linked to this term in card texts."
    )
    link_forms_fr = models.JSONField(
        default=list, blank=True, help_text="French words linked to this term in card texts."
    )
    keyword_slugs = models.JSONField(
        default=list, blank=True, help_text="catalog Keyword slugs whose cards use this term."
    )
    card_words = models.JSONField(
        default=list,
        blank=True,
        help_text=(
            "English phrases that find cards using this term, for a word too common to link "
            "in card texts (e.g. 'to play an extra' for To)."
        ),
    )
    in_glossary = models.BooleanField(
        default=True, help_text='Listed in the booklets\' "Termes et restrictions".'
    )
    related_terms = models.ManyToManyField("self", blank=True)
    related_sections = models.ManyToManyField(Section, blank=True, related_name="terms")

    class Meta:
        ordering = ["name_en", "slug"]

    def __str__(self) -> str:
        return self.name_en

    @property
    def name(self) -> str:
        return _localized(self, "name")

    @property
    def definition(self) -> str:
        return _localized(self, "definition")
