"""Django's PostgreSQL backend, every round trip to the server bounded in time.

settings.py selects it whenever DATABASE_URL names PostgreSQL. With DATABASE_QUERY_TIMEOUT at
0 (the default: tests, migrations, imports, the shell) it is Django's backend unchanged. Above
0 (the production stack's web processes, scripts/prod.sh), each query, commit, rollback and
health check of a kept connection is bounded by it, and opening a connection by
DATABASE_CONNECT_TIMEOUT (smashup_site.db_guard says how); past either the call raises
db_guard.DatabaseUnavailable, an OperationalError that the error views answer with 503.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

from django.conf import settings
from django.db.backends.postgresql import base

from smashup_site import db_guard

# The watchdog waits this much longer than the server's statement_timeout (set to
# DATABASE_QUERY_TIMEOUT in settings.py): a slow query is cancelled by the server first, and its
# connection stays usable; only a server that does not answer at all is cut here.
SERVER_FIRST_MARGIN = 0.25


class DatabaseWrapper(base.DatabaseWrapper):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Django's documented hook around every query of its cursors (savepoints included).
        self.execute_wrappers.append(self._guarded_execute)

    @staticmethod
    def query_timeout() -> float:
        return float(getattr(settings, "DATABASE_QUERY_TIMEOUT", 0) or 0)

    def _mark_broken(self) -> None:
        # Django then checks the connection at the end of the request, finds it unusable (its
        # socket is shut) and closes it; the next request opens a new one.
        self.errors_occurred = True

    def _bounded(self) -> Any:
        """A context bounding one round trip on the open connection (none when off)."""
        seconds = self.query_timeout()
        if seconds <= 0 or self.connection is None:
            return nullcontext()
        try:
            fd = self.connection.pgconn.socket
        except Exception:
            return nullcontext()  # closed or lost: the call fails at once by itself
        return db_guard.guard(fd, seconds + SERVER_FIRST_MARGIN, self._mark_broken)

    def _guarded_execute(
        self, execute: Callable, sql: str, params: Any, many: bool, context: dict
    ) -> Any:
        with self._bounded():
            return execute(sql, params, many, context)

    def get_new_connection(self, conn_params: dict) -> Any:
        if self.query_timeout() <= 0:
            return super().get_new_connection(conn_params)
        parent = super().get_new_connection
        seconds = float(getattr(settings, "DATABASE_CONNECT_TIMEOUT", 2))
        return db_guard.connect_within(
            lambda: parent(conn_params), seconds, lambda connection: connection.close()
        )

    def init_connection_state(self) -> None:
        # The time zone (and role) set on a new connection: queries on the raw connection.
        with self._bounded():
            super().init_connection_state()

    def is_usable(self) -> bool:
        with self._bounded():
            return super().is_usable()

    def _commit(self) -> None:
        with self._bounded():
            return super()._commit()

    def _rollback(self) -> None:
        with self._bounded():
            return super()._rollback()
