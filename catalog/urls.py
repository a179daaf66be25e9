"""Catalog pages, mounted at the root of each language prefix (/en/, /fr/)."""

from django.urls import path

from catalog import views

app_name = "catalog"
urlpatterns = [
    path("", views.home, name="home"),
    path("boxes/", views.box_list, name="box-list"),
    path("boxes/<slug:slug>/", views.box_detail, name="box"),
    path("factions/<slug:slug>/", views.faction_detail, name="faction"),
    path("cards/<slug:faction>/<slug:slug>/", views.card_detail, name="card"),
    path("bases/<slug:slug>/", views.base_detail, name="base"),
    path("search/", views.search, name="search"),
    path("search/syntax/", views.syntax, name="syntax"),
]
