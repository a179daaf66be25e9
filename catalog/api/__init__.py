"""The catalog REST API v1 (read-only): serializers, filters, views, caching, bulk export (its
errors, pagination and schema responses are the shared `smashup_site.api`)."""
