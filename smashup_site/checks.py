"""`check --deploy`: the public development secret key must not reach production."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, Tags, register


@register(Tags.security, deploy=True)
def secret_key_check(app_configs: Any, **kwargs: Any) -> list[Error]:
    if settings.SECRET_KEY == settings.DEV_SECRET_KEY:
        return [
            Error(
                "DJANGO_SECRET_KEY is not set: the public development key signs sessions.",
                hint="Set DJANGO_SECRET_KEY to a long random value.",
                id="smashup_site.E001",
            )
        ]
    return []
