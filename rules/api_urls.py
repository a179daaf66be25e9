"""The rules API, mounted at /api/v1/rules/ (namespace `rules_api`)."""

from django.urls import path

from rules import api_views

app_name = "rules_api"
urlpatterns = [
    path("sections/", api_views.SectionList.as_view(), name="section-list"),
    path("sections/<slug:slug>/", api_views.SectionDetail.as_view(), name="section-detail"),
    path("terms/", api_views.TermList.as_view(), name="term-list"),
    path("terms/<slug:slug>/", api_views.TermDetail.as_view(), name="term-detail"),
]
