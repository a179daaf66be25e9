"""WSGI entry point (gunicorn smashup_site.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "smashup_site.settings")
# Serving: with DEBUG off, settings refuse to start without DJANGO_SECRET_KEY. The flag is only
# needed while the settings load (get_wsgi_application loads them): it is restored afterwards,
# so a process that imports this module (a test driving the WSGI app) does not pass it on to
# the commands it starts.
_previous = os.environ.get("DJANGO_SERVING")
os.environ["DJANGO_SERVING"] = "1"
try:
    application = get_wsgi_application()
finally:
    if _previous is None:
        del os.environ["DJANGO_SERVING"]
    else:
        os.environ["DJANGO_SERVING"] = _previous
