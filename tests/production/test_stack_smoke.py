"""The production stack's own smoke test: scripts/prod.sh on free loopback ports (nginx, two
gunicorn processes, PostgreSQL, Redis, under supervisord), a few requests through nginx, a body
sent a byte a second cut at nginx's body deadline, each part killed in turn and started again by
supervisord, PostgreSQL frozen (SIGSTOP) then let go, then a clean stop.

The throttle is shared through Redis: the allowed requests and the refused ones are answered by
both gunicorn processes (nginx's access log names the upstream of each)."""

import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOARD = {
    "players": ["a", "b"],
    "active_player": "a",
    "bases": [
        {
            "id": "b1",
            "breakpoint": 5,
            "vp": [3, 2, 1],
            "cards": [{"type": "minion", "owner": "a", "power": 6}],
        }
    ],
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def stack():
    folder = Path(tempfile.mkdtemp(prefix="smashup-prod-"))
    folder.chmod(0o755)  # the PostgreSQL cluster inside belongs to the postgres user
    port = free_port()
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_", "REDIS"))
    }
    env.update(
        PROD_DIR=str(folder),
        PROD_PORT=str(port),
        PROD_IMPORT="0",
        APP_PROCESSES="2",
        # One nginx worker: one round-robin between the two app processes, one ordered log.
        NGINX_WORKERS="1",
        NGINX_CONN_PER_ADDRESS="8",
        # The whole body within 3 s (30 s in production): the slow-body test waits for it.
        NGINX_BODY_SECONDS="3",
        API_SIMULATOR_THROTTLE_RATE="3/min",
        PY=str(Path(os.sys.executable)),
    )
    process = subprocess.Popen(
        ["bash", str(ROOT / "scripts" / "prod.sh")],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    lines: list[str] = []
    ready = threading.Event()

    def read() -> None:
        for line in process.stdout:
            lines.append(line)
            if line.startswith("prod: ready"):
                ready.set()
        ready.set()  # the script ended

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    # Generous: a first run may install Debian's nginx, redis-server or postgresql.
    if not ready.wait(600) or not any(line.startswith("prod: ready") for line in lines):
        os.killpg(process.pid, signal.SIGKILL)  # the script and every part it started
        pytest.fail("the stack did not start:\n" + "".join(lines))
    yield {"port": port, "dir": folder, "process": process, "lines": lines, "reader": reader}
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(60)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
    shutil.rmtree(folder, ignore_errors=True)


def request(port, method, path, body=None, headers=None, chunked=False, timeout=30):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request(method, path, body=body, headers=headers or {}, encode_chunked=chunked)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def post_board(port, **kwargs):
    headers = {"Content-Type": "application/json", **kwargs.pop("headers", {})}
    return request(port, "POST", "/api/v1/simulator/score/", json.dumps(BOARD), headers, **kwargs)


def test_the_stack_answers_throttles_as_one_site_and_stops(stack):
    port = stack["port"]
    status, body = request(port, "GET", "/api/v1/")
    assert status == 200 and b"/api/v1/cards/" in body

    # A chunked body: nginx reads it whole and passes it on with its length.
    status, body = post_board(port, chunked=True)
    assert status == 200, body
    assert json.loads(body)["vp"] == {"a": 3, "b": 0}

    # Rotating X-Forwarded-For: one client (nginx replaces the header), one limit (Redis).
    codes = [post_board(port, headers={"X-Forwarded-For": f"10.0.0.{n}"})[0] for n in range(1, 7)]
    assert codes == [200, 200, 429, 429, 429, 429]

    status, _ = request(port, "GET", "/api/v1/cards/?q=" + "a" * 9000)
    assert status == 414

    # A body over nginx's limit: the JSON error body the schema documents for 413, in UTF-8.
    too_large = b'{"players": "' + b"a" * 600_000 + b'"}'
    headers = {"Content-Type": "application/json"}
    status, body = request(port, "POST", "/api/v1/simulator/scenarios/", too_large, headers)
    assert status == 413
    error = json.loads(body.decode("utf-8"))["error"]
    assert error["status"] == 413 and "512 KB" in error["message"]
    assert "512 Ko" in error["message_fr"]

    # Slow clients (more than there are app workers) sending half a body: nginx holds them, the
    # workers stay free, another client is answered.
    slow = []
    for _ in range(4):
        sock = socket.create_connection(("127.0.0.1", port), 10)
        sock.sendall(
            b"POST /api/v1/simulator/scenarios/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"players"'
        )
        slow.append(sock)
    try:
        # Within 8 s: before nginx's 10 s body timeout would have freed workers stuck on them.
        status, body = request(port, "GET", "/api/v1/", timeout=8)
        assert status == 200 and b"/api/v1/cards/" in body
        # One address holds at most NGINX_CONN_PER_ADDRESS (8) connections: the 9th is a 429.
        for _ in range(4):
            sock = socket.create_connection(("127.0.0.1", port), 10)
            sock.sendall(
                b"POST /api/v1/simulator/scenarios/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"pla'
            )
            slow.append(sock)
        time.sleep(0.5)  # nginx has read their headers
        status, body = request(port, "GET", "/api/v1/", timeout=8)
        assert status == 429
        assert "connections" in json.loads(body)["error"]["message"]
    finally:
        for sock in slow:
            sock.close()


def test_a_body_sent_a_byte_a_second_is_cut_at_the_body_deadline(stack):
    """nginx's client_body_timeout (10 s) is between two reads: a byte a second never trips
    it, and this 100-byte body would take 100 s. The Lua reader closes it at 3 s."""
    sock = socket.create_connection(("127.0.0.1", stack["port"]), 10)
    sock.settimeout(1)
    sock.sendall(
        b"POST /api/v1/simulator/scenarios/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n"
    )
    started = time.monotonic()
    closed_after = None
    try:
        for _ in range(30):
            try:
                sock.sendall(b" ")
                answer = sock.recv(1000)
            except TimeoutError:
                continue  # nothing yet: one more byte after a second
            except OSError:
                answer = b""  # reset by nginx
            closed_after = time.monotonic() - started
            break
    finally:
        sock.close()
    assert closed_after is not None, "the slow body was still read after 30 s"
    # Closed without an answer (the client is still sending: 408 in nginx's log only).
    assert answer == b""
    assert 2.5 <= closed_after < 8, closed_after


def supervised_pid(stack, name: str) -> int | None:
    conf = stack["dir"] / "supervisord.conf"
    out = subprocess.run(
        ["supervisorctl", "-c", str(conf), "status", name], capture_output=True, text=True
    ).stdout
    found = re.search(r"RUNNING\s+pid (\d+)", out)
    return int(found.group(1)) if found else None


def wait_restarted(stack, name: str, old: int, seconds: float = 30) -> int:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        pid = supervised_pid(stack, name)
        if pid is not None and pid != old:
            return pid
        time.sleep(0.2)
    pytest.fail(f"{name} was not started again within {seconds} s")


def wait_status(port, path, expected=200, seconds: float = 30) -> list[int]:
    """GET `path` until it answers `expected`; every status seen on the way."""
    seen = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            status, _ = request(port, "GET", path, timeout=5)
        except OSError:
            status = 0  # no answer (nginx itself restarting)
        seen.append(status)
        if status == expected:
            return seen
        time.sleep(0.2)
    pytest.fail(f"{path} did not answer {expected} within {seconds} s: {seen}")


def test_a_part_that_dies_is_started_again_and_the_others_keep_serving(stack):
    port = stack["port"]
    redis_port = int(re.search(r"Redis :(\d+)", "".join(stack["lines"])).group(1))
    redis_cli = ["redis-cli", "-p", str(redis_port)]
    # The append-only file: what Redis holds (budgets, throttle windows) survives its restart.
    assert subprocess.run([*redis_cli, "set", "smoke-probe", "kept"], capture_output=True).stdout
    for name, path in [
        ("redis", "/api/v1/"),
        ("postgres", "/api/v1/cards/?page_size=1"),
        ("app:gunicorn-1", "/api/v1/"),
        ("nginx", "/api/v1/"),
    ]:
        old = supervised_pid(stack, name)
        assert old is not None, name
        os.kill(old, signal.SIGKILL)
        seen = wait_status(port, path)
        # On the way back: answers or 503 (0 while nginx itself is away), never a 500.
        assert not [s for s in seen if s not in (0, 200, 502, 503)], (name, seen)
        wait_restarted(stack, name, old)
        wait_status(port, path)
    kept = subprocess.run([*redis_cli, "get", "smoke-probe"], capture_output=True, text=True)
    assert kept.stdout.strip() == "kept"
    log = (stack["dir"] / "logs" / "supervisord.log").read_text()
    for name in ("redis", "postgres", "gunicorn-1", "nginx"):
        assert f"exited: {name} (terminated by SIGKILL; not expected)" in log
    # One log file per process.
    logs = {path.name for path in (stack["dir"] / "logs").iterdir()}
    expected = {"postgres.log", "redis.log", "gunicorn-1.log", "gunicorn-2.log", "nginx-error.log"}
    assert expected <= logs


def get(port: int, path: str, timeout: float = 30) -> tuple[int, dict, bytes, float]:
    """(status, headers, body, seconds) of a GET that the response cache does not answer."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    started = time.monotonic()
    try:
        conn.request("GET", path, headers={"Cache-Control": "no-cache"})
        response = conn.getresponse()
        body = response.read()
        return response.status, dict(response.getheaders()), body, time.monotonic() - started
    finally:
        conn.close()


def test_a_frozen_database_answers_503_at_once_and_service_comes_back(stack):
    """PostgreSQL frozen (SIGSTOP on the postmaster and its backends), not stopped: its kernel
    still accepts and acknowledges, nothing is refused. Each app process waits at most
    DATABASE_QUERY_TIMEOUT (1 s) once, then answers 503 at once; scores need no database."""
    port = stack["port"]
    wait_status(port, "/api/v1/cards/?page_size=1")  # both processes hold a connection
    wait_status(port, "/api/v1/cards/?page_size=1")
    postmaster = supervised_pid(stack, "postgres")
    frozen = [
        postmaster,
        *[
            int(p)
            for p in subprocess.run(
                ["ps", "-o", "pid=", "--ppid", str(postmaster)], capture_output=True, text=True
            ).stdout.split()
        ],
    ]
    for pid in frozen:
        os.kill(pid, signal.SIGSTOP)
    try:
        # Twice per app process (nginx alternates): the first waits for the timeout, then
        # the breaker answers at once. Without the bound: gunicorn's 30 s worker timeout.
        for _ in range(4):
            status, headers, body, seconds = get(port, "/api/v1/cards/?page_size=1")
            assert status == 503, (status, body[:300])
            assert headers["Retry-After"] == "5"
            error = json.loads(body)["error"]
            assert error["status"] == 503 and error["message_fr"]
            assert seconds < 5, seconds
        status, headers, body, seconds = get(port, "/fr/rules/")
        assert status == 503 and headers["Retry-After"] == "5" and seconds < 5
        page = body.decode()
        assert "Indisponible pour un moment" in page and "Traceback" not in page
        # A typed board needs no database (another address: the earlier test spent the
        # score rate of 127.0.0.1).
        conn = http.client.HTTPConnection(
            "127.0.0.1", port, timeout=30, source_address=("127.0.0.3", 0)
        )
        started = time.monotonic()
        conn.request(
            "POST",
            "/api/v1/simulator/score/",
            json.dumps(BOARD),
            {"Content-Type": "application/json"},
        )
        response = conn.getresponse()
        scored = response.read()
        conn.close()
        assert response.status == 200, scored
        assert json.loads(scored)["vp"] == {"a": 3, "b": 0}
        assert time.monotonic() - started < 5
    finally:
        for pid in frozen:
            os.kill(pid, signal.SIGCONT)
    # Let go, the same server answers again, nobody restarted anything.
    wait_status(port, "/api/v1/cards/?page_size=1")
    wait_status(port, "/api/v1/cards/?page_size=1")
    assert supervised_pid(stack, "postgres") == postmaster


def test_the_stack_stops_and_held_one_limit_for_both_processes(stack):
    port = stack["port"]
    # Stopping: nginx flushes its log; every part of the stack ends.
    process = stack["process"]
    process.send_signal(signal.SIGTERM)
    assert process.wait(60) == 0
    stack["reader"].join(10)
    assert "prod: stopped\n" in stack["lines"]
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), 1)

    log = (stack["dir"] / "logs" / "nginx-access.log").read_text()
    # From 127.0.0.1 (the frozen-database test scores from 127.0.0.3).
    scored = re.findall(
        r'^127\.0\.0\.1 \[[^]]+\] "POST /api/v1/simulator/score/ HTTP/1.1" (\d+) \d+ '
        r"upstream=(\S+)",
        log,
        re.M,
    )
    assert [code for code, _ in scored] == ["200", "200", "200", "429", "429", "429", "429"]
    # Both app processes answered, and both refused: the counters are not per process.
    assert len({upstream for _, upstream in scored}) == 2
    assert len({upstream for code, upstream in scored if code == "429"}) == 2
