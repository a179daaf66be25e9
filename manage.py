#!/usr/bin/env python
"""Django's command-line utility for administrative tasks."""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "smashup_site.settings")
    if sys.argv[1:2] == ["runserver"]:
        # runserver loads the settings before smashup_site.wsgi (which sets this for gunicorn):
        # serving, it must refuse the public development key with DEBUG off too.
        os.environ["DJANGO_SERVING"] = "1"
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
