"""WSGI entry point (gunicorn smashup_site.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "smashup_site.settings")
# Serving: with DEBUG off, settings refuse to start without DJANGO_SECRET_KEY.
os.environ["DJANGO_SERVING"] = "1"
application = get_wsgi_application()
