"""Test setup shared by every test: the real catalog and rules reference, imported once.

Tests run on the database that DATABASE_URL selects (SQLite by default). The test database is
migrated by pytest-django, then `import_catalog` and `import_rules` fill it once per session from
CATALOG_SOURCE_DIR (default ../shared/data); each test runs in a transaction rolled back after it.
"""

import pytest
from django.core.management import call_command, get_commands
from django.core.signals import request_finished, request_started
from django.db import close_old_connections


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
