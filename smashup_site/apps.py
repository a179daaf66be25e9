from django.apps import AppConfig


class SmashupSiteConfig(AppConfig):
    name = "smashup_site"

    def ready(self) -> None:
        from smashup_site import checks  # noqa: F401  (registers the deploy checks)
