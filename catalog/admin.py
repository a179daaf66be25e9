from django.contrib import admin

from catalog import models


class FactionBoxInline(admin.TabularInline):
    model = models.FactionBox
    extra = 0


@admin.register(models.Box)
class BoxAdmin(admin.ModelAdmin):
    list_display = ["release_order", "title_en", "title_fr", "kind", "year"]
    search_fields = ["title_en", "title_fr", "slug"]
    inlines = [FactionBoxInline]


@admin.register(models.Faction)
class FactionAdmin(admin.ModelAdmin):
    list_display = ["name_en", "name_fr", "name_fr_source", "slug"]
    search_fields = ["name_en", "name_fr", "slug"]
    inlines = [FactionBoxInline]


@admin.register(models.Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ["name_en", "name_fr", "faction", "printing", "card_type", "copies", "power"]
    list_filter = ["printing", "card_type", "faction"]
    search_fields = ["name_en", "name_fr", "slug"]
    list_select_related = ["faction"]


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
        "stats_status",
    ]
    list_filter = ["printing", "box", "stats_status"]
    search_fields = ["name_en", "name_fr", "slug"]
    list_select_related = ["box"]


@admin.register(models.SpecialCard)
class SpecialCardAdmin(admin.ModelAdmin):
    list_display = ["slug", "kind", "box", "name_en", "name_fr", "copies", "power"]
    list_filter = ["kind", "box"]


@admin.register(models.Clarification, models.Erratum)
class RulingAdmin(admin.ModelAdmin):
    list_display = ["__str__", "source_name", "source_page", "date", "language"]
    list_filter = ["source_name", "language"]
    raw_id_fields = ["card", "base", "faction"]


admin.site.register([models.Keyword, models.CatalogImport])
