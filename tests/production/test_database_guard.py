"""Issue 24: PostgreSQL frozen, without the production stack (smashup_site/db_guard.py).

A frozen server accepts connections and acknowledges every packet but never answers. Here it is
a real socket server speaking just enough of PostgreSQL's protocol: it completes the startup of
a connection and then reads queries without ever answering them (or, for the connection test,
says nothing at all). The project's backend (smashup_site.postgresql) talks to it through
psycopg, as in production. The production stack's own test freezes a real PostgreSQL with
SIGSTOP (test_stack_smoke.py, bench/prod_faults.py).
"""

from __future__ import annotations

import socket
import struct
import threading
import time

import pytest
from django.db.utils import ConnectionHandler

from smashup_site import db_guard


def message(kind: bytes, payload: bytes) -> bytes:
    return kind + struct.pack("!i", len(payload) + 4) + payload


def parameter(name: str, value: str) -> bytes:
    return message(b"S", name.encode() + b"\0" + value.encode() + b"\0")


STARTUP_ANSWER = b"".join(
    [
        message(b"R", struct.pack("!i", 0)),  # AuthenticationOk
        parameter("server_version", "16.0"),
        parameter("server_encoding", "UTF8"),
        parameter("client_encoding", "UTF8"),
        parameter("DateStyle", "ISO, MDY"),
        parameter("integer_datetimes", "on"),
        parameter("standard_conforming_strings", "on"),
        parameter("TimeZone", "UTC"),
        message(b"K", struct.pack("!ii", 4242, 1)),  # BackendKeyData
        message(b"Z", b"I"),  # ReadyForQuery, idle
    ]
)


class FrozenServer:
    """Listens on a free loopback port. `answer_startup`: completes each connection's startup,
    then never answers a query; otherwise never answers anything."""

    def __init__(self, answer_startup: bool) -> None:
        self.answer_startup = answer_startup
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.accepted = 0
        self.queries = 0
        self.clients: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return  # closed
            self.accepted += 1
            self.clients.append(client)
            # Whether this connection's startup is answered is decided when it is accepted: one
            # accepted while the server is silent stays silent (start_answering cuts it), even
            # if its thread reads the startup message after the server answers again.
            answer = self.answer_startup
            threading.Thread(target=self._serve, args=(client, answer), daemon=True).start()

    def _read(self, client: socket.socket, size: int) -> bytes:
        data = b""
        while len(data) < size:
            chunk = client.recv(size - len(data))
            if not chunk:
                raise OSError("closed")
            data += chunk
        return data

    def _serve(self, client: socket.socket, answer: bool) -> None:
        try:
            length = struct.unpack("!i", self._read(client, 4))[0]
            self._read(client, length - 4)  # StartupMessage (sslmode and gssencmode disabled)
            if not answer:
                while client.recv(4096):
                    pass
                return
            client.sendall(STARTUP_ANSWER)
            while True:  # each query is read, never answered
                kind = self._read(client, 1)
                length = struct.unpack("!i", self._read(client, 4))[0]
                self._read(client, length - 4)
                if kind != b"X":  # Terminate
                    self.queries += 1
        except OSError:
            pass

    def start_answering(self) -> None:
        """From now on, complete each new connection's startup (the server is back); the
        connections it kept silent are cut, so a client waiting on one gives up at once."""
        self.answer_startup = True
        for client in list(self.clients):
            _shut(client)

    def close(self) -> None:
        # shutdown wakes the thread blocked in accept() (close alone would leave the socket
        # listening until accept returns) and the threads reading their clients.
        _shut(self.listener)
        self.listener.close()
        for client in list(self.clients):
            _shut(client)
            client.close()


def _shut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass  # not connected, or closed already


def backend(port: int):
    handler = ConnectionHandler(
        {
            "default": {
                "ENGINE": "smashup_site.postgresql",
                "NAME": "smashup",
                "USER": "smashup",
                "HOST": "127.0.0.1",
                "PORT": str(port),
                "OPTIONS": {"sslmode": "disable", "gssencmode": "disable", "connect_timeout": 2},
                "CONN_HEALTH_CHECKS": True,
            }
        }
    )
    return handler["default"]


@pytest.fixture(autouse=True)
def no_past_failure():
    db_guard.reset()
    yield
    db_guard.reset()


@pytest.fixture
def guarded(settings, django_db_blocker, monkeypatch):
    # These calls are synchronous, as in a gunicorn worker; but once the browser tests have run,
    # Playwright's sync API keeps an event loop running in this thread for the whole session,
    # and Django would take them for calls from async code.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    settings.DATABASE_QUERY_TIMEOUT = 0.3
    settings.DATABASE_CONNECT_TIMEOUT = 0.3
    # Connections of their own to the fake server, not the suite's test database.
    with django_db_blocker.unblock():
        yield


def test_a_query_the_server_never_answers_fails_after_the_timeout(guarded):
    server = FrozenServer(answer_startup=True)
    connection = backend(server.port)
    try:
        connection.ensure_connection()
        assert server.accepted == 1
        started = time.monotonic()
        with pytest.raises(db_guard.DatabaseUnavailable, match="did not answer within 0.55 s"):
            with connection.cursor() as cursor:
                cursor.execute("SELECT 1")
        elapsed = time.monotonic() - started
        # libpq alone would wait for ever; the watchdog cuts at 0.3 s (the server's own
        # statement_timeout) and a quarter of a second.
        assert 0.55 <= elapsed < 5, elapsed
        assert server.queries == 1
        # Django discards the broken connection at the end of the request, at once.
        assert connection.errors_occurred
        started = time.monotonic()
        connection.close_if_unusable_or_obsolete()
        assert connection.connection is None
        assert time.monotonic() - started < 0.3
    finally:
        connection.close()
        server.close()


def test_after_a_failure_new_connections_fail_at_once_until_one_succeeds_again(guarded):
    silent = FrozenServer(answer_startup=False)
    connection = backend(silent.port)
    with pytest.raises(db_guard.DatabaseUnavailable, match="within 0.3 s"):
        connection.ensure_connection()
    assert silent.accepted == 1
    # The breaker is open: no new connection is tried by the request (the server sees none
    # from it), the background thread tries instead.
    for _ in range(3):
        with pytest.raises(db_guard.DatabaseUnavailable, match="a moment ago"):
            connection.ensure_connection()
    assert silent.accepted <= 2  # the first one and the background thread's, not 3 more
    # The server answers again (the same listener now completes the startup: binding a new
    # one to the same port could race with the old one's accept): the background connection
    # succeeds and requests connect again.
    before = silent.accepted
    silent.start_answering()
    healthy = silent
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                connection.ensure_connection()
                break
            except db_guard.DatabaseUnavailable:
                assert time.monotonic() < deadline, "the breaker did not close"
                time.sleep(0.05)
        assert connection.connection is not None
        assert healthy.accepted >= before + 2  # the background thread's, then the request's
    finally:
        connection.close()
        healthy.close()


def test_a_connection_the_server_never_answers_fails_under_libpqs_two_seconds(guarded):
    server = FrozenServer(answer_startup=False)
    connection = backend(server.port)
    try:
        started = time.monotonic()
        with pytest.raises(db_guard.DatabaseUnavailable, match="within 0.3 s"):
            connection.ensure_connection()
        elapsed = time.monotonic() - started
        # libpq's connect_timeout (2 s here, its least) would end it at 2 s.
        assert 0.3 <= elapsed < 1.5, elapsed
    finally:
        connection.close()
        server.close()
