"""Anonymous throttling of the catalog API (rate: settings DEFAULT_THROTTLE_RATES["anon"])."""

from smashup_site.throttling import AnonThrottle


class CatalogAnonThrottle(AnonThrottle):
    """The project-wide anonymous limit, shared with every other API (same cache scope)."""

    scope = "anon"
