"""Schemathesis over the catalog API's OpenAPI schema: generated requests (valid and invalid)
on every catalog GET operation find no 5xx, no undocumented status, no answer off its schema.

Bounded (a few examples per operation, no deadline) to stay quick in `make test`.
"""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from catalog.api.throttling import CatalogAnonThrottle
from smashup_site.wsgi import application

pytestmark = pytest.mark.usefixtures("keep_the_test_connection")

CATALOG_PATHS = (
    r"^/api/v1/((boxes|factions|keywords|cards|bases|clarifications|errata|search|bulk)/.*)?$"
)

schema = schemathesis.openapi.from_wsgi("/api/v1/schema/?format=json", application).include(
    path_regex=CATALOG_PATHS, method="GET"
)


@pytest.fixture(autouse=True)
def _unthrottled(monkeypatch, settings, tmp_path):
    monkeypatch.setattr(CatalogAnonThrottle, "rate", "1000000/min", raising=False)
    settings.CATALOG_BULK_DIR = str(tmp_path)


@pytest.mark.django_db
@schema.parametrize()
@settings(
    max_examples=15,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_catalog_api(case):
    # Slugs are typed as slugs, not as the catalog's current list of them: a well-formed but
    # unknown box or keyword is a 400 naming the parameter, which this check would call a
    # rejected valid request. Every other check runs (5xx, status codes, content types,
    # response schemas and headers, invalid data rejected).
    case.call_and_validate(excluded_checks=[schemathesis.checks.positive_data_acceptance])
