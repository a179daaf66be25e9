"""Test setup shared by every test: the real catalog and rules reference, imported once.

Tests run on the database that DATABASE_URL selects (SQLite by default). The test database is
migrated by pytest-django, then `import_catalog` and `import_rules` fill it once per session from
CATALOG_SOURCE_DIR (default ../shared/data); each test runs in a transaction rolled back after it.
"""

import itertools

import pytest
from django.core.management import call_command, get_commands
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from rest_framework.throttling import SimpleRateThrottle

# The engine's recorder (tests/replay): inert unless ENGINE_RECORD names a file.
from tests.replay.plugin import (  # noqa: F401
    pytest_configure,
    pytest_runtest_setup,
    pytest_unconfigure,
)

_TEST_DAYS = itertools.count()


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        commands = get_commands()
        for name in ("import_catalog", "import_rules"):
            if name in commands:
                call_command(name, verbosity=0)


@pytest.fixture
def keep_the_test_connection():
    """For requests sent through the real WSGI handler (schemathesis' from_wsgi): its
    end-of-request signal would close the test's database connection (inside its transaction)
    on PostgreSQL; Django's own test client detaches the same handler."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture(autouse=True)
def steady_throttle_clock(monkeypatch):
    """The throttles count in fixed windows of their clock (smashup_site.throttling): a test
    whose requests straddled a window's end would see its counter reset, by chance. Within a
    test the clock stands still, 30 s into a window; each test gets a day of its own, so no
    window (second, minute, hour, day) carries counts from one test to the next."""
    now = 86_400.0 * (11_574 + next(_TEST_DAYS)) + 30  # midnight UTC of a day in 2001, + 30 s
    monkeypatch.setattr(SimpleRateThrottle, "timer", staticmethod(lambda: now))
