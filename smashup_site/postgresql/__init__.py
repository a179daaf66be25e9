"""PostgreSQL backend with bounded waits (smashup_site.db_guard)."""
