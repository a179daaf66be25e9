import pytest
from django.core.cache import cache

from catalog.api.caching import RESPONSES
from catalog.api.records import RECORDS


@pytest.fixture(autouse=True)
def _fresh_throttle():
    """A clean throttle history and response cache around each test (the data may change)."""
    cache.clear()  # the anonymous throttle counts requests in the cache
    RESPONSES.clear()
    RECORDS.clear()
    yield
    cache.clear()
    RESPONSES.clear()
    RECORDS.clear()
