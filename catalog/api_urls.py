"""The catalog API, mounted at /api/v1/ (namespace `catalog_api`)."""

from django.urls import path, re_path

from catalog.api import views

app_name = "catalog_api"
urlpatterns = [
    path("", views.RootView.as_view(), name="root"),
    path("boxes/", views.BoxListView.as_view(), name="box-list"),
    path("boxes/<slug:slug>/", views.BoxDetailView.as_view(), name="box-detail"),
    path("factions/", views.FactionListView.as_view(), name="faction-list"),
    path("factions/<slug:slug>/", views.FactionDetailView.as_view(), name="faction-detail"),
    path("keywords/", views.KeywordListView.as_view(), name="keyword-list"),
    path("keywords/<slug:slug>/", views.KeywordDetailView.as_view(), name="keyword-detail"),
    path("cards/", views.CardListView.as_view(), name="card-list"),
    path("cards/random/", views.CardRandomView.as_view(), name="card-random"),
    path(
        "cards/<slug:faction_slug>/<slug:slug>/",
        views.CardDetailView.as_view(),
        name="card-detail",
    ),
    path("bases/", views.BaseListView.as_view(), name="base-list"),
    path("bases/random/", views.BaseRandomView.as_view(), name="base-random"),
    path("bases/<slug:slug>/", views.BaseDetailView.as_view(), name="base-detail"),
    path("special-cards/", views.SpecialCardListView.as_view(), name="special-card-list"),
    path(
        "special-cards/<slug:slug>/",
        views.SpecialCardDetailView.as_view(),
        name="special-card-detail",
    ),
    path("clarifications/", views.ClarificationListView.as_view(), name="clarification-list"),
    path(
        "clarifications/<int:pk>/",
        views.ClarificationDetailView.as_view(),
        name="clarification-detail",
    ),
    path("errata/", views.ErratumListView.as_view(), name="erratum-list"),
    path("errata/<int:pk>/", views.ErratumDetailView.as_view(), name="erratum-detail"),
    path("search/", views.SearchView.as_view(), name="search"),
    path("bulk/", views.BulkListView.as_view(), name="bulk-list"),
    re_path(
        r"^bulk/catalog-(?P<lang>en|fr)\.json$", views.BulkFileView.as_view(), name="bulk-file"
    ),
]
