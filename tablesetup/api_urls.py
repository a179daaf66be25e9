from django.urls import path  # noqa: F401

app_name = "tablesetup_api"
urlpatterns: list = []
