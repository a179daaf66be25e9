from django.urls import path

from simulator import views

app_name = "simulator"
urlpatterns = [
    path("", views.simulator_page, name="page"),
    path("s/<str:key>/", views.scenario_page, name="scenario"),
    path("coverage/", views.coverage_page, name="coverage"),
    path("sw.js", views.service_worker, name="service-worker"),
]
