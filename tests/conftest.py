"""Test setup shared by every test: the real catalog and rules reference, imported once.

Tests run on the database that DATABASE_URL selects (SQLite by default). The test database is
migrated by pytest-django, then `import_catalog` and `import_rules` fill it once per session from
CATALOG_SOURCE_DIR (default ../shared/data); each test runs in a transaction rolled back after it.
"""

import pytest
from django.core.management import call_command, get_commands


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        commands = get_commands()
        for name in ("import_catalog", "import_rules"):
            if name in commands:
                call_command(name, verbosity=0)
