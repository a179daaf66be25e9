"""Saved scenarios in the admin: read-only, never added, changed or deleted by hand."""

from django.contrib import admin
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html

from simulator.models import SavedScenario


@admin.register(SavedScenario)
class SavedScenarioAdmin(admin.ModelAdmin):
    list_display = ["key", "created_at", "permalink"]
    search_fields = ["key"]
    readonly_fields = ["key", "digest", "created_at", "board_json", "permalink"]
    ordering = ["-created_at", "key"]

    @admin.display(description="Permalink")
    def permalink(self, obj: SavedScenario) -> str:
        url = reverse("simulator:scenario", kwargs={"key": obj.key})
        return format_html('<a href="{}">{}</a>', url, url)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False
