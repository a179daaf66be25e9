import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def fresh_cache():
    """Throttle counters and budgets live in Django's cache: each test starts without any."""
    cache.clear()
    yield
    cache.clear()
