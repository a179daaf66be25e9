"""Schemathesis over the OpenAPI schema of the simulator, setup and rules APIs: generated
requests (valid and invalid) find no 5xx, no undocumented status, no answer off its schema.
The catalog API has its own run (tests/catalog/test_api_schemathesis.py).

Bounded (a few examples per operation, derandomized, no deadline) to stay quick in `make test`.
"""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from rest_framework.throttling import SimpleRateThrottle

from smashup_site.wsgi import application

pytestmark = pytest.mark.usefixtures("keep_the_test_connection")

OTHER_PATHS = r"^/api/v1/(simulator|setup|rules)/.*$"

schema = schemathesis.openapi.from_wsgi("/api/v1/schema/?format=json", application).include(
    path_regex=OTHER_PATHS
)


@pytest.fixture(autouse=True)
def _unthrottled(monkeypatch):
    rates = {scope: "1000000/min" for scope in SimpleRateThrottle.THROTTLE_RATES}
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", rates)


def test_the_run_covers_these_apis():
    found = {result.ok().path for result in schema.get_all_operations()}
    for path in ("/api/v1/simulator/score/", "/api/v1/setup/", "/api/v1/rules/terms/"):
        assert path in found


@pytest.mark.django_db
@schema.parametrize()
@settings(
    max_examples=15,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_other_apis(case):
    # A well-formed but unknown slug (a faction, a base) is a 400 naming the parameter, which
    # this check would call a rejected valid request; every other check runs.
    case.call_and_validate(excluded_checks=[schemathesis.checks.positive_data_acceptance])
