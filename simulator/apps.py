from django.apps import AppConfig


class SimulatorConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "simulator"

    def ready(self) -> None:
        # The catalog shows each card's simulator status without importing the simulator (no
        # two apps import each other): it reads the shared extension point filled here.
        from simulator.coverage import card_status_provider
        from smashup_site.extensions import register_card_annotations

        register_card_annotations(card_status_provider())
