"""API of the setup helper, mounted at /api/v1/setup/."""

from django.urls import path

from tablesetup.api import SetupView

app_name = "tablesetup_api"
urlpatterns = [
    path("", SetupView.as_view(), name="setup"),
]
