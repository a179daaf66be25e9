from django.apps import AppConfig


class TablesetupConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "tablesetup"
