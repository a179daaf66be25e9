"""The setup helper page, under each language prefix (/en/setup/, /fr/setup/)."""

from django.urls import path

from tablesetup import views

app_name = "tablesetup"
urlpatterns = [
    path("", views.page, name="page"),
]
