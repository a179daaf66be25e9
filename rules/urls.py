from django.urls import path

from rules import views

app_name = "rules"
urlpatterns = [
    path("", views.index, name="index"),
    path("search/", views.search, name="search"),
    path("sections/<slug:slug>/", views.section_detail, name="section"),
    path("terms/<slug:slug>/", views.term_detail, name="term"),
]
