from django.contrib import admin

from rules.models import Section, Term


@admin.register(Section)
class SectionAdmin(admin.ModelAdmin):
    list_display = ("slug", "title_en", "title_fr", "parent", "source_booklet", "page", "order")
    list_filter = ("source_booklet",)
    search_fields = ("slug", "search_names")
    ordering = ("order",)


@admin.register(Term)
class TermAdmin(admin.ModelAdmin):
    list_display = ("slug", "name_en", "name_fr", "source_booklet", "page", "in_glossary")
    list_filter = ("source_booklet", "in_glossary")
    search_fields = ("slug", "search_names")
    filter_horizontal = ("related_terms", "related_sections")
