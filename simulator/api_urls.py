from django.urls import path

from simulator.api import views

app_name = "simulator_api"
urlpatterns = [
    path("score/", views.ScoreView.as_view(), name="score"),
    path("scenarios/", views.ScenarioCreateView.as_view(), name="scenario-create"),
    path("scenarios/<str:key>/", views.ScenarioDetailView.as_view(), name="scenario-detail"),
    path("bases/", views.BaseSearchView.as_view(), name="base-search"),
    path("cards/", views.CardSearchView.as_view(), name="card-search"),
    path("coverage/", views.CoverageView.as_view(), name="coverage"),
]
