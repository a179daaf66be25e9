from django.apps import AppConfig


class SmashupSiteConfig(AppConfig):
    name = "smashup_site"
