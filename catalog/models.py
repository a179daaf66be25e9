"""The catalog: boxes, factions, cards, bases, special decks, clarifications and errata.

Facts (names, powers, breakpoints, VP, counts) come from `fixtures/` and the source files in
CATALOG_SOURCE_DIR; texts are quoted from the source files at import time, never committed.
A value nobody knows is stored as NULL (or an empty string for text) and shown as unknown.
Every record keeps its source: the file it was read from and, when there is one, a URL.
"""

from __future__ import annotations

import re

from django.db import models
from django.utils.translation import gettext_lazy as _


class Printing(models.TextChoices):
    ORIGINAL = "original", _("Original printing")
    POD = "pod", _("Print-on-demand reprint")


class NameSource(models.TextChoices):
    """Where a French name comes from: a rulebook confirms it, or fans use it."""

    RULEBOOK = "rulebook", _("French rulebook")
    FAN = "fan", _("Fan translation")
    NONE = "", _("Not translated")


class Complexity(models.TextChoices):
    """The five ratings of the official wiki's faction pages, from easiest to hardest."""

    LOW = "low", _("Low")
    LOW_MEDIUM = "low-medium", _("Low-medium")
    MEDIUM = "medium", _("Medium")
    MEDIUM_HIGH = "medium-high", _("Medium-high")
    HIGH = "high", _("High")

    @classmethod
    def rank(cls, value: str) -> int | None:
        """1 (low) to 5 (high) for a rating, None for an unknown one."""
        values = list(cls.values)
        return values.index(value) + 1 if value in values else None


class TextStatus(models.TextChoices):
    """What a card's stored text is, as its source tells."""

    QUOTED = "quoted", _("Quoted from the source")
    CURRENT_WORDING = "current-wording", _("Current wording, after an erratum")
    UNKNOWN = "unknown", _("Unknown")


class SourcedModel(models.Model):
    source_file = models.CharField(
        max_length=200, blank=True, help_text="Path relative to CATALOG_SOURCE_DIR or fixtures/."
    )
    source_url = models.URLField(max_length=500, blank=True)

    class Meta:
        abstract = True


class FrenchTextModel(models.Model):
    """The French text of a card or base, quoted from a French rulebook at import time."""

    text_fr = models.TextField(
        blank=True, help_text="French text quoted from a rulebook in RULEBOOK_DIR at import time."
    )
    text_fr_source_file = models.CharField(
        max_length=200,
        blank=True,
        help_text="The rulebook file (in RULEBOOK_DIR) it is quoted from.",
    )
    text_fr_source_page = models.CharField(
        max_length=20, blank=True, help_text="Its page in that rulebook, when the file tells."
    )
    text_fr_evidence = models.CharField(
        max_length=300,
        blank=True,
        help_text="Where it is in the file and which source maps it to this record.",
    )

    class Meta:
        abstract = True


class Box(SourcedModel):
    class Kind(models.TextChoices):
        CORE = "core", _("Core set")
        EXPANSION = "expansion", _("Expansion")
        STANDALONE = "standalone", _("Standalone")
        PROMO = "promo", _("Promo")

    slug = models.SlugField(max_length=100, unique=True)
    title_en = models.CharField(max_length=200)
    title_fr = models.CharField(max_length=200, blank=True)
    title_fr_source = models.CharField(
        max_length=10, choices=NameSource.choices, blank=True, default=NameSource.NONE
    )
    title_fr_evidence = models.CharField(
        max_length=300, blank=True, help_text="Where the French title is printed or found."
    )
    kind = models.CharField(max_length=12, choices=Kind.choices)
    release_order = models.PositiveIntegerField(unique=True)
    year = models.PositiveSmallIntegerField(null=True, blank=True)
    source_name = models.CharField(
        max_length=200, blank=True, help_text="The set name used by the sources, when it differs."
    )

    class Meta:
        ordering = ["release_order"]
        verbose_name_plural = "boxes"

    def __str__(self) -> str:
        return self.title_en


class Faction(SourcedModel):
    slug = models.SlugField(max_length=100, unique=True)
    name_en = models.CharField(max_length=200)
    name_fr = models.CharField(max_length=200, blank=True)
    name_fr_source = models.CharField(
        max_length=10, choices=NameSource.choices, blank=True, default=NameSource.NONE
    )
    name_fr_evidence = models.CharField(
        max_length=300, blank=True, help_text="Where the French name is printed or found."
    )
    boxes = models.ManyToManyField(Box, through="FactionBox", related_name="factions")
    complexity = models.CharField(
        max_length=12,
        choices=Complexity.choices,
        blank=True,
        help_text="The faction's complexity rating as its wiki page gives it; empty: unknown.",
    )
    complexity_source_name = models.CharField(
        max_length=200, blank=True, help_text="The wiki the rating is read from."
    )
    complexity_source_url = models.URLField(max_length=500, blank=True)

    class Meta:
        ordering = ["name_en", "slug"]

    def __str__(self) -> str:
        return self.name_en

    @property
    def complexity_rank(self) -> int | None:
        """1 (low) to 5 (high); None when the rating is unknown."""
        return Complexity.rank(self.complexity)


class FactionBox(models.Model):
    """A faction is in a box; `first_release` marks the box that first released it."""

    faction = models.ForeignKey(Faction, on_delete=models.CASCADE, related_name="faction_boxes")
    box = models.ForeignKey(Box, on_delete=models.CASCADE, related_name="faction_boxes")
    first_release = models.BooleanField(default=False)

    class Meta:
        ordering = ["box__release_order", "faction__name_en"]
        constraints = [
            models.UniqueConstraint(fields=["faction", "box"], name="unique_faction_box"),
        ]

    def __str__(self) -> str:
        return f"{self.faction} in {self.box}"


class Keyword(models.Model):
    """A keyword parsed from card or base text (Talent, Special, Ongoing, before scoring...)."""

    slug = models.SlugField(max_length=50, unique=True)
    name_en = models.CharField(max_length=100)
    name_fr = models.CharField(max_length=100)

    class Meta:
        ordering = ["slug"]

    def __str__(self) -> str:
        return self.name_en


class Card(SourcedModel, FrenchTextModel):
    class Type(models.TextChoices):
        MINION = "minion", _("Minion")
        ACTION = "action", _("Action")
        TITAN = "titan", _("Titan")
        OTHER = "other", _("Other")

    faction = models.ForeignKey(Faction, on_delete=models.CASCADE, related_name="cards")
    printing = models.CharField(max_length=10, choices=Printing.choices)
    slug = models.SlugField(max_length=120)
    name_en = models.CharField(max_length=200)
    name_fr = models.CharField(max_length=200, blank=True)
    name_fr_source = models.CharField(
        max_length=10, choices=NameSource.choices, blank=True, default=NameSource.NONE
    )
    name_fr_evidence = models.CharField(
        max_length=300, blank=True, help_text="Where the French name is printed or found."
    )
    source_spelling = models.CharField(
        max_length=200,
        blank=True,
        help_text="The name as the source spells it, when fixtures/corrections.json corrects it.",
    )
    provenance_note = models.CharField(
        max_length=500,
        blank=True,
        help_text="How a value was established when it is not read as-is from the source record.",
    )
    card_type = models.CharField(max_length=10, choices=Type.choices)
    copies = models.PositiveSmallIntegerField(null=True, blank=True)
    power = models.SmallIntegerField(null=True, blank=True, help_text="NULL: no power or unknown.")
    power_text = models.CharField(
        max_length=20, blank=True, help_text='The printed power when it is not a number ("X").'
    )
    text = models.TextField(blank=True, help_text="Quoted from the source file at import time.")
    text_status = models.CharField(
        max_length=20,
        choices=TextStatus.choices,
        default=TextStatus.QUOTED,
        help_text="current-wording: the source gives the wording after an erratum of the other"
        " printing's record, not the printed text; unknown: no source gives the text.",
    )
    errata_note = models.CharField(
        max_length=500, blank=True, help_text="The source's raw errata field, kept as printed."
    )
    position = models.PositiveSmallIntegerField(default=0, help_text="Order in the source deck.")
    keywords = models.ManyToManyField(Keyword, blank=True, related_name="cards")
    search_names = models.TextField(
        blank=True, editable=False, help_text="normalize() of the EN and FR names, for search."
    )
    search_text = models.TextField(
        blank=True, editable=False, help_text="normalize() of the text, for search."
    )
    counterpart = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The same card in the other printing, when it exists.",
    )

    class Meta:
        ordering = ["faction__name_en", "printing", "position", "slug"]
        constraints = [
            models.UniqueConstraint(
                fields=["faction", "printing", "slug"], name="unique_card_slug_per_faction"
            ),
        ]
        indexes = [models.Index(fields=["slug"]), models.Index(fields=["card_type", "power"])]

    def __str__(self) -> str:
        return f"{self.name_en or '(unknown name)'} ({self.faction}, {self.printing})"

    def shown_errata(self) -> list[Erratum]:
        """Its errata, and those of its counterpart when this card's text is the wording the
        counterpart's erratum produced (text_status current-wording): the official wiki records
        every erratum on the POD card, but an erratum changes the card in both printings."""
        errata = list(self.errata.all())
        if self.text_status == TextStatus.CURRENT_WORDING and self.counterpart is not None:
            errata += list(self.counterpart.errata.all())
        return errata

    def shown_clarifications(self) -> list[Clarification]:
        """Its clarifications, then the faction-level ones whose heading names it."""
        return list(self.clarifications.all()) + list(self.named_in_clarifications.all())


class Base(SourcedModel, FrenchTextModel):
    class StatsStatus(models.TextChoices):
        CONFIRMED = "confirmed", _("Confirmed by two or more independent sources")
        PARTLY = "partly confirmed", _("Partly confirmed")
        SINGLE = "single source", _("Single source")
        OFFICIAL = "official", _("Official wiki")
        UNKNOWN = "unknown", _("Unknown")

    printing = models.CharField(max_length=10, choices=Printing.choices)
    slug = models.SlugField(max_length=120)
    name_en = models.CharField(max_length=200)
    name_fr = models.CharField(max_length=200, blank=True)
    name_fr_source = models.CharField(
        max_length=10, choices=NameSource.choices, blank=True, default=NameSource.NONE
    )
    name_fr_evidence = models.CharField(
        max_length=300, blank=True, help_text="Where the French name is printed or found."
    )
    source_spelling = models.CharField(
        max_length=200,
        blank=True,
        help_text="The name as the source spells it, when fixtures/corrections.json corrects it.",
    )
    provenance_note = models.CharField(
        max_length=500,
        blank=True,
        help_text="How a value was established when it is not read as-is from the source record.",
    )
    box = models.ForeignKey(Box, on_delete=models.PROTECT, related_name="bases")
    faction = models.ForeignKey(
        Faction, null=True, blank=True, on_delete=models.SET_NULL, related_name="bases"
    )
    breakpoint = models.PositiveSmallIntegerField(null=True, blank=True)
    vp_first = models.PositiveSmallIntegerField(null=True, blank=True)
    vp_second = models.PositiveSmallIntegerField(null=True, blank=True)
    vp_third = models.PositiveSmallIntegerField(null=True, blank=True)
    monsters = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Munchkin: monsters placed on the base."
    )
    text = models.TextField(blank=True, help_text="Ability, quoted from the source at import.")
    text_source_file = models.CharField(max_length=200, blank=True)
    has_ability = models.BooleanField(
        null=True,
        blank=True,
        help_text="False: the base has no ability; True: it has one (quoted in text and/or"
        " text_fr); NULL: unknown.",
    )
    stats_note = models.TextField(
        blank=True, help_text="The stats source's own notes (agreement, conflicts), read at import."
    )
    stats_status = models.CharField(
        max_length=20, choices=StatsStatus.choices, default=StatsStatus.UNKNOWN
    )
    errata_note = models.CharField(max_length=500, blank=True)
    position = models.PositiveSmallIntegerField(default=0)
    keywords = models.ManyToManyField(Keyword, blank=True, related_name="bases")
    search_names = models.TextField(
        blank=True, editable=False, help_text="normalize() of the EN and FR names, for search."
    )
    search_text = models.TextField(
        blank=True, editable=False, help_text="normalize() of the text, for search."
    )
    counterpart = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The same base in the other printing (it may carry another name).",
    )

    class Meta:
        ordering = ["box__release_order", "position", "printing", "slug"]
        constraints = [
            models.UniqueConstraint(fields=["printing", "slug"], name="unique_base_slug_printing"),
        ]
        indexes = [models.Index(fields=["slug"])]

    def __str__(self) -> str:
        return f"{self.name_en} ({self.printing})"

    @property
    def vp(self) -> list[int | None]:
        return [self.vp_first, self.vp_second, self.vp_third]


class SpecialCard(SourcedModel):
    """Cards outside the faction decks: the Madness deck, Munchkin monsters and treasures."""

    class Kind(models.TextChoices):
        MADNESS = "madness", _("Madness")
        MONSTER = "monster", _("Monster")
        TREASURE = "treasure", _("Treasure")

    kind = models.CharField(max_length=10, choices=Kind.choices)
    slug = models.SlugField(max_length=120, unique=True)
    box = models.ForeignKey(Box, on_delete=models.PROTECT, related_name="special_cards")
    name_en = models.CharField(max_length=200, blank=True)
    name_fr = models.CharField(max_length=200, blank=True)
    name_fr_source = models.CharField(
        max_length=10, choices=NameSource.choices, blank=True, default=NameSource.NONE
    )
    copies = models.PositiveSmallIntegerField(null=True, blank=True)
    power = models.SmallIntegerField(null=True, blank=True)
    treasures = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Monsters: treasures it gives."
    )
    vp = models.SmallIntegerField(null=True, blank=True)
    notes = models.TextField(blank=True, help_text="Our own summary, with its source page.")
    notes_fr = models.TextField(blank=True, help_text="The same summary in French.")

    class Meta:
        ordering = ["box__release_order", "kind", "slug"]

    def __str__(self) -> str:
        return self.name_en or self.slug


class Ruling(SourcedModel):
    """Common fields of clarifications and errata: dated, sourced, linked to a card or base."""

    card = models.ForeignKey(Card, null=True, blank=True, on_delete=models.CASCADE)
    base = models.ForeignKey(Base, null=True, blank=True, on_delete=models.CASCADE)
    faction = models.ForeignKey(
        Faction,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        help_text="Set when the ruling concerns a faction as a whole.",
    )
    text = models.TextField(help_text="Quoted from the source file at import time.")
    source_name = models.CharField(max_length=200, help_text="Document or site that states it.")
    subject = models.CharField(
        max_length=300,
        blank=True,
        help_text="The card or base names the source heads the ruling with, as written there.",
    )
    source_page = models.CharField(max_length=50, blank=True)
    date = models.DateField(null=True, blank=True)
    language = models.CharField(max_length=2, default="en")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        abstract = True
        ordering = ["position", "id"]

    @property
    def scope(self) -> str:
        """What the source attaches it to: "card", "base" or "faction"."""
        if self.card_id:
            return "card"
        return "base" if self.base_id else "faction"


class Clarification(Ruling):
    named_cards = models.ManyToManyField(
        Card,
        blank=True,
        related_name="named_in_clarifications",
        help_text="A faction-level clarification: the cards its heading names.",
    )

    class Meta(Ruling.Meta):
        default_related_name = "clarifications"

    def __str__(self) -> str:
        return f"Clarification on {self.card or self.base or self.faction}"


class Erratum(Ruling):
    class Kind(models.TextChoices):
        WORDING = "wording", _("Wording")
        FUNCTIONAL = "functional", _("Functional")
        UNSPECIFIED = "unspecified", _("Unspecified")

    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.UNSPECIFIED)

    class Meta(Ruling.Meta):
        default_related_name = "errata"
        verbose_name_plural = "errata"

    def __str__(self) -> str:
        return f"Erratum on {self.card or self.base}"

    @property
    def wording(self) -> str:
        """What the source says the erratum changed, its kind label removed ("Functional (+1
        changed to +2)" -> "+1 changed to +2"); empty when the source gives only the kind
        ("Wording", "Functional") or nothing."""
        return erratum_wording(self.text)

    @property
    def wording_known(self) -> bool:
        return bool(self.wording)


_KIND_LABEL = re.compile(r"^\(?\s*(?:functional|wording)\b\s*[-–:,]?\s*", re.IGNORECASE)


def erratum_wording(text: str) -> str:
    """The erratum's description without the kind label the official wiki starts it with."""
    rest = _KIND_LABEL.sub("", text.strip(), count=1).strip()
    if rest.startswith("(") and rest.endswith(")") and rest.count("(") == 1:
        rest = rest[1:-1].strip()
    elif text.strip().startswith("(") and rest.endswith(")") and "(" not in rest:
        rest = rest[:-1].strip()
    return rest


class CatalogImport(models.Model):
    """One successful run of `import_catalog`: what it read and what it built."""

    finished_at = models.DateTimeField(auto_now_add=True)
    source_digest = models.CharField(max_length=64, help_text="sha256 of fixtures + sources read.")
    counts = models.JSONField(default=dict)
    report = models.JSONField(default=dict, help_text="The validation report.")

    class Meta:
        ordering = ["-finished_at"]
        get_latest_by = "finished_at"

    def __str__(self) -> str:
        return f"Import {self.source_digest[:12]} at {self.finished_at:%Y-%m-%d %H:%M}"
