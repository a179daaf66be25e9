"""Bounded waits on PostgreSQL for web requests (issue 24: a frozen database).

A PostgreSQL that is frozen (SIGSTOP, a stalled disk or VM) rather than down never refuses
anything: its kernel still accepts connections and acknowledges every packet, so neither TCP
keepalives nor tcp_user_timeout fire, and libpq has no client-side limit on the time of a
query. A request on a connection its process kept open would wait until gunicorn's worker
timeout (30 s), and the sync workers queue the others behind it.

Three parts, used by the project's database backend (smashup_site/postgresql/base.py) when
settings.DATABASE_QUERY_TIMEOUT is above 0 (the production stack sets it for its web processes
only, so migrations and imports are never cut):

- `guard(fd, seconds)`: every round trip to the server (query, commit, rollback, the health
  check of a kept connection) is given a deadline. When it passes, the watchdog thread shuts the
  connection's socket down (a duplicate of its descriptor: the same socket, even if libpq closed
  its own descriptor meanwhile), so libpq reads end-of-file and psycopg raises at once, from
  whatever thread the query runs in (gunicorn's sync worker, or the threads of a test server;
  no signal, no SIGALRM). The connection is then broken and Django discards it.
- `connect_within(connect, seconds)`: a new connection is waited for at most `seconds`.
  libpq's connect_timeout cannot be under 2 s (psycopg follows it), so the connection is opened
  in a helper thread, which libpq's own timeout ends later; a connection that arrives after its
  caller gave up is closed.
- a breaker: after a failure (a deadline passed, a connection refused or not answered), new
  connections fail at once with DatabaseUnavailable, and one helper thread tries to connect in
  the background until the server answers; then connections are opened again. So a frozen or
  dead database costs each process one wait of at most the timeout, not one per request.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from django.db import OperationalError

from smashup_site.shared_cache import log_every

logger = logging.getLogger("smashup_site.db_guard")
T = TypeVar("T")

# Between two background connection attempts while the breaker is open.
PROBE_INTERVAL = 0.25


class DatabaseUnavailable(OperationalError):
    """PostgreSQL did not answer in time, or failed a moment ago (503, smashup_site.views)."""


class _Watchdog:
    """One thread per process that shuts down the sockets whose deadline passed."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[int, tuple[float, socket.socket]] = {}
        self._fired: set[int] = set()
        self._next_token = 0
        self._thread: threading.Thread | None = None

    def arm(self, sock: socket.socket, seconds: float) -> int:
        with self._cond:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="db-watchdog", daemon=True)
                self._thread.start()
            self._next_token += 1
            token = self._next_token
            self._pending[token] = (time.monotonic() + seconds, sock)
            self._cond.notify()
            return token

    def disarm(self, token: int) -> bool:
        """Forget `token`; whether its deadline passed (its socket was shut down)."""
        with self._cond:
            self._pending.pop(token, None)
            if token in self._fired:
                self._fired.discard(token)
                return True
            return False

    def _run(self) -> None:
        with self._cond:
            while True:
                now = time.monotonic()
                for token, (deadline, sock) in list(self._pending.items()):
                    if deadline <= now:
                        del self._pending[token]
                        self._fired.add(token)
                        try:
                            sock.shutdown(socket.SHUT_RDWR)
                        except OSError:
                            pass  # already closed by the server: the call fails by itself
                if self._pending:
                    earliest = min(deadline for deadline, _ in self._pending.values())
                    self._cond.wait(max(earliest - now, 0.001))
                else:
                    self._cond.wait()


_watchdog = _Watchdog()
_lock = threading.Lock()
_broken = False
_prober: threading.Thread | None = None


def _after_fork() -> None:
    """gunicorn forks its workers from a loaded app (--preload): no thread comes along."""
    global _watchdog, _lock, _broken, _prober
    _watchdog = _Watchdog()
    _lock = threading.Lock()
    _broken = False
    _prober = None


os.register_at_fork(after_in_child=_after_fork)


@contextmanager
def guard(fd: int, seconds: float, on_timeout: Callable[[], None]) -> Iterator[None]:
    """Run the block (one round trip on the connection whose socket is `fd`) within `seconds`.

    Past it, the socket is shut down, the block's own error (psycopg's "server closed the
    connection") is replaced by DatabaseUnavailable, `on_timeout()` marks the connection
    unusable, and the breaker opens (also when the block caught the error itself, as Django's
    health check does)."""
    sock = socket.socket(fileno=os.dup(fd))
    token = _watchdog.arm(sock, seconds)
    fired = False
    try:
        yield
    except Exception as exc:
        fired = _watchdog.disarm(token)
        if fired:
            raise DatabaseUnavailable(
                f"PostgreSQL did not answer within {seconds:g} s (DATABASE_QUERY_TIMEOUT)"
            ) from exc
        raise
    finally:
        fired = _watchdog.disarm(token) or fired
        sock.close()
        if fired:
            on_timeout()
            trip(f"no answer within {seconds:g} s")


def connect_within(connect: Callable[[], T], seconds: float, close: Callable[[T], Any]) -> T:
    """connect() within `seconds`; DatabaseUnavailable (and the breaker opens) when it fails
    or takes longer. While the breaker is open: DatabaseUnavailable at once, and a background
    thread tries `connect` until it succeeds."""
    if _broken:
        _start_probing(connect, close)
        raise DatabaseUnavailable("PostgreSQL failed a moment ago; trying again in the background")
    done = threading.Event()
    state: dict[str, Any] = {"abandoned": False}
    state_lock = threading.Lock()

    def run() -> None:
        try:
            connection = connect()
        except BaseException as exc:  # handed to the caller's thread
            state["error"] = exc
        else:
            with state_lock:
                if state["abandoned"]:
                    close(connection)  # too late: its caller answered 503 already
                    return
                state["connection"] = connection
        finally:
            done.set()

    threading.Thread(target=run, name="db-connect", daemon=True).start()
    done.wait(seconds)
    with state_lock:
        if "connection" in state:
            return state["connection"]
        if "error" not in state:
            state["abandoned"] = True
            trip(f"no connection within {seconds:g} s")
            raise DatabaseUnavailable(
                f"PostgreSQL did not accept a connection within {seconds:g} s "
                "(DATABASE_CONNECT_TIMEOUT)"
            )
    error = state["error"]
    # Refused, timed out, or refused by the server (too many clients, authentication): new
    # connections are tried by the background thread from now on.
    trip(str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__)
    raise error


def trip(reason: str) -> None:
    """Open the breaker: new connections fail at once until a background one succeeds."""
    global _broken
    with _lock:
        _broken = True
    log_every(
        "database-unavailable",
        logging.ERROR,
        "database unavailable (%s): requests that need it answer 503 until a background "
        "connection succeeds",
        reason,
    )


def _start_probing(connect: Callable[[], Any], close: Callable[[Any], Any]) -> None:
    """One thread per process tries to connect while the breaker is open; its first success
    closes the breaker."""
    global _prober
    with _lock:
        if not _broken or (_prober is not None and _prober.is_alive()):
            return
        _prober = threading.Thread(
            target=_probe, args=(connect, close), name="db-probe", daemon=True
        )
        _prober.start()


def _probe(connect: Callable[[], Any], close: Callable[[Any], Any]) -> None:
    global _broken
    while _broken:
        try:
            close(connect())  # bounded by libpq's connect_timeout
        except Exception:
            time.sleep(PROBE_INTERVAL)
            continue
        with _lock:
            _broken = False
        logger.warning("database answering again: connections are opened again")


def reset() -> None:
    """Forget a past failure (tests)."""
    global _broken
    with _lock:
        _broken = False
