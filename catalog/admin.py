"""Admin of the catalog: every record with its sources, filters and search. The catalog is
rebuilt by `manage.py import_catalog`; edits made here are overwritten by the next import."""

from django.contrib import admin

from catalog import models


class FactionBoxInline(admin.TabularInline):
    model = models.FactionBox
    extra = 0


class ClarificationInline(admin.StackedInline):
    model = models.Clarification
    extra = 0
    fields = ["subject", "text", "source_name", "source_page", "source_url", "language", "position"]


class ErratumInline(admin.TabularInline):
    model = models.Erratum
    extra = 0
    fields = ["kind", "text", "source_name", "source_url", "position"]


@admin.register(models.Box)
class BoxAdmin(admin.ModelAdmin):
    list_display = ["release_order", "title_en", "title_fr", "title_fr_source", "kind", "year"]
    list_filter = ["kind", "title_fr_source"]
    search_fields = ["title_en", "title_fr", "slug"]
    inlines = [FactionBoxInline]


@admin.register(models.Faction)
class FactionAdmin(admin.ModelAdmin):
    list_display = ["name_en", "name_fr", "name_fr_source", "complexity", "slug"]
    list_filter = ["name_fr_source", "complexity", "boxes"]
    search_fields = ["name_en", "name_fr", "slug"]
    inlines = [FactionBoxInline, ClarificationInline]


@admin.register(models.Card)
class CardAdmin(admin.ModelAdmin):
    list_display = [
        "__str__",
        "name_fr",
        "printing",
        "card_type",
        "copies",
        "power",
        "power_text",
        "counterpart",
    ]
    list_filter = ["printing", "card_type", "text_status", "name_fr_source", "keywords", "faction"]
    search_fields = ["name_en", "name_fr", "slug", "search_names", "source_spelling"]
    list_select_related = ["faction", "counterpart", "counterpart__faction"]
    raw_id_fields = ["counterpart"]
    filter_horizontal = ["keywords"]
    inlines = [ErratumInline, ClarificationInline]


@admin.register(models.Base)
class BaseAdmin(admin.ModelAdmin):
    list_display = [
        "name_en",
        "name_fr",
        "box",
        "printing",
        "breakpoint",
        "vp_first",
        "vp_second",
        "vp_third",
        "monsters",
        "stats_status",
        "counterpart",
    ]
    list_filter = ["printing", "stats_status", "has_ability", "box"]
    search_fields = ["name_en", "name_fr", "slug", "source_spelling"]
    list_select_related = ["box", "counterpart"]
    raw_id_fields = ["counterpart", "faction"]
    filter_horizontal = ["keywords"]
    inlines = [ErratumInline, ClarificationInline]


@admin.register(models.SpecialCard)
class SpecialCardAdmin(admin.ModelAdmin):
    list_display = ["slug", "kind", "box", "name_en", "name_fr", "copies", "power", "treasures"]
    list_filter = ["kind", "box"]


@admin.register(models.Erratum)
class RulingAdmin(admin.ModelAdmin):
    list_display = ["__str__", "subject", "source_name", "source_page", "date", "language"]
    list_filter = ["source_name", "language"]
    search_fields = ["subject", "text", "source_name"]
    raw_id_fields = ["card", "base", "faction"]


@admin.register(models.Clarification)
class ClarificationAdmin(RulingAdmin):
    raw_id_fields = ["card", "base", "faction", "named_cards"]  # a select of every card is slow


@admin.register(models.Keyword)
class KeywordAdmin(admin.ModelAdmin):
    list_display = ["slug", "name_en", "name_fr"]


@admin.register(models.CatalogImport)
class CatalogImportAdmin(admin.ModelAdmin):
    list_display = ["finished_at", "source_digest"]
    readonly_fields = ["finished_at", "source_digest", "counts", "report"]
