from django.urls import path

from simulator.api import views

app_name = "simulator_api"
urlpatterns = [
    path("score/", views.ScoreView.as_view(), name="score"),
    path("advise/", views.AdviseView.as_view(), name="advise"),
    path("scenarios/", views.ScenarioCreateView.as_view(), name="scenario-create"),
    path("scenarios/<str:key>/", views.ScenarioDetailView.as_view(), name="scenario-detail"),
    path("bases/", views.BaseSearchView.as_view(), name="base-search"),
    path("cards/", views.CardSearchView.as_view(), name="card-search"),
    path("names/", views.NamesView.as_view(), name="names"),
    path("palette/", views.PaletteView.as_view(), name="palette"),
    path("coverage/", views.CoverageView.as_view(), name="coverage"),
]
