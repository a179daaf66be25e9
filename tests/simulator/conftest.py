import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def fresh_throttle():
    """Each test starts with empty throttle counters (the simulator API is throttled per
    address, and every test client has the same one)."""
    cache.clear()
    yield
    cache.clear()
