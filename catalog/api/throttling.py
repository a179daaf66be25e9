"""Anonymous throttling of the catalog API (rate: settings DEFAULT_THROTTLE_RATES["anon"])."""

from rest_framework.throttling import AnonRateThrottle


class CatalogAnonThrottle(AnonRateThrottle):
    """The project-wide anonymous limit, shared with every other API (same cache scope)."""

    scope = "anon"
