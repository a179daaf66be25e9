"""The catalog REST API v1 (read-only): serializers, filters, views, pagination, bulk export."""
