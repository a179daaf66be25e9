"""Load test of the production stack (issue 17): `make bench-prod` (about 3 minutes; not part of
`make test` nor of `make bench`).

scripts/prod.sh starts nginx, two gunicorn processes (one sync worker each), PostgreSQL and
Redis on loopback (PROD_DIR var/prod-bench, kept between runs so the catalog is imported once),
with the production throttle rates. Then, twice for 60 s:

1. baseline: honest clients alone: wrk, 32 connections, cycling over card lists and details,
   searches, setups and simulator scores;
2. under abuse: the same honest load while a second client (source address 127.0.0.2) floods the
   scenario API from 4 connections with a new board each time and a rotating X-Forwarded-For,
   and a third (127.0.0.3) sends the worst board the input limits allow (tests/engine:
   6 eligible bases, 400 cards, 100 events) at its allowed rate (the `simulator` scope).

The honest clients all come from 127.0.0.1 on loopback, where in reality they are many
addresses: that address is in THROTTLE_EXEMPT for the run, the abusers are throttled as
production would. Prints the honest p50/p99 of both runs, what the abusers got, and the 5xx
answers counted in nginx's access log; exits 1 when there is a 5xx, when the flood got more
than one client's share, or when the honest p99 under abuse is over 3x the baseline.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_simulator_api import reference_board  # noqa: E402
from bench.lib import _DONE, PERCENTILES, ensure_wrk, free_port, parse_wrk  # noqa: E402
from tests.engine.test_alternatives_budget import worst_case  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DURATION = int(os.environ.get("LOAD_DURATION", "60"))
CONNECTIONS = 32
SIMULATOR_RATE = 120  # per minute: the production default of the `simulator` scope
JSON = {"Content-Type": "application/json"}

_MIXED = """
local reqs = {%REQUESTS%}
local counter = 0
request = function()
  counter = counter + 1
  local r = reqs[(counter % #reqs) + 1]
  return wrk.format(r[1], r[2], r[3], r[4])
end
"""


def lua(value: str) -> str:
    return json.dumps(value)  # a JSON string is a valid Lua string literal for this text


def start_stack(folder: Path, port: int) -> subprocess.Popen:
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_"))},
        "PROD_DIR": str(folder),
        "PROD_PORT": str(port),
        "APP_PROCESSES": "2",
        "THROTTLE_EXEMPT": "127.0.0.1",
        "PY": sys.executable,
    }
    process = subprocess.Popen(
        ["bash", str(ROOT / "scripts" / "prod.sh")],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    for line in process.stdout:
        print("  " + line.rstrip())
        if line.startswith("prod: ready"):
            return process
    raise SystemExit("the stack did not start")


def get_json(port: int, path: str) -> dict:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", path)
    response = conn.getresponse()
    body = response.read()
    conn.close()
    if response.status != 200:
        raise SystemExit(f"{path}: {response.status} {body[:200]!r}")
    return json.loads(body)


def honest_requests(port: int) -> list[tuple[str, str, dict, str | None]]:
    cards = get_json(port, "/api/v1/cards/?page_size=20")["results"]
    details = [re.sub(r"^https?://[^/]+", "", card["url"]) for card in cards[::4]]
    score = json.dumps(reference_board())
    gets = [
        "/api/v1/cards/?page_size=20",
        "/api/v1/cards/?faction=pirates",
        "/api/v1/bases/?page_size=10",
        *details,
        "/api/v1/search/?q=t%3Aminion+p%3E%3D4",
        "/api/v1/search/?q=f%3Apirates",
        "/api/v1/setup/?factions=halflings,kung-fu-fighters,rock-stars,mega-troopers,grannies,"
        "orcs&players=3&seed=2024",
        "/api/v1/setup/?factions=pirates,ninjas,robots,zombies&players=2&seed=7",
    ]
    requests = [("GET", path, {}, None) for path in gets]
    requests += [("POST", "/api/v1/simulator/score/", JSON, score)] * 3
    for method, path, headers, body in requests:  # every request is valid: 200 before the run
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        response.read()
        conn.close()
        if response.status != 200:
            raise SystemExit(f"honest request {method} {path} answered {response.status}")
    return requests


def run_honest(port: int, requests: list, duration: int) -> object:
    wrk = ensure_wrk()
    table = ", ".join(
        "{"
        + ", ".join(
            [
                lua(method),
                lua(path),
                "{" + ", ".join(f"[{lua(k)}] = {lua(v)}" for k, v in headers.items()) + "}",
                "nil" if body is None else lua(body),
            ]
        )
        + "}"
        for method, path, headers, body in requests
    )
    script = _DONE.replace("%PERCENTILES%", ", ".join(f"{p:g}" for p in PERCENTILES))
    script += _MIXED.replace("%REQUESTS%", table)
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as handle:
        handle.write(script)
    url = f"http://127.0.0.1:{port}/"
    try:
        run = subprocess.run(
            [wrk, "-t2", f"-c{CONNECTIONS}", f"-d{duration}s", "--timeout=30s", "--latency"]
            + ["-s", handle.name, url],
            capture_output=True,
            text=True,
            check=True,
        )
    finally:
        os.unlink(handle.name)
    return parse_wrk(run.stdout, url=url, connections=CONNECTIONS)


class Client(threading.Thread):
    """Sends requests from its own loopback source address until `stop` is set."""

    def __init__(self, port: int, source: str, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.port, self.source, self.stop = port, source, stop
        self.codes: Counter[int] = Counter()
        self.latencies: list[float] = []
        self.conn: http.client.HTTPConnection | None = None

    def send(self, method: str, path: str, body: str, headers: dict) -> None:
        for _ in range(2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection(
                    "127.0.0.1", self.port, timeout=60, source_address=(self.source, 0)
                )
            try:
                start = time.perf_counter()
                self.conn.request(method, path, body=body, headers=headers)
                response = self.conn.getresponse()
                response.read()
                self.latencies.append((time.perf_counter() - start) * 1000)
                self.codes[response.status] += 1
                if response.getheader("Connection", "").lower() == "close":
                    self.conn.close()
                    self.conn = None
                return
            except (OSError, http.client.HTTPException):
                self.conn.close()
                self.conn = None
        self.codes[0] += 1  # no answer


class Flood(Client):
    counter = 0
    lock = threading.Lock()

    def run(self) -> None:
        while not self.stop.is_set():
            with Flood.lock:
                Flood.counter += 1
                n = Flood.counter
            board = reference_board()
            board["vp"]["ann"] = n % 1000
            board["vp"]["bob"] = n // 1000
            forwarded = f"10.{n % 250}.{(n // 250) % 250}.{n % 7}"
            self.send(
                "POST",
                "/api/v1/simulator/scenarios/",
                json.dumps(board),
                {**JSON, "X-Forwarded-For": forwarded},
            )


class WorstBoard(Client):
    def run(self) -> None:
        body = json.dumps(worst_case())
        interval = 60 / (SIMULATOR_RATE - 10)  # just under the allowed rate
        next_at = time.monotonic()
        while not self.stop.is_set():
            self.send("POST", "/api/v1/simulator/score/", body, JSON)
            next_at += interval
            self.stop.wait(max(0.0, next_at - time.monotonic()))


def server_errors(log: Path, since: int) -> tuple[int, int]:
    """(5xx answers, all answers) in nginx's access log after byte `since`."""
    with open(log, "rb") as handle:
        handle.seek(since)
        statuses = re.findall(rb'" (\d{3}) \d+ upstream=', handle.read())
    return sum(1 for s in statuses if s.startswith(b"5")), len(statuses)


def main() -> int:
    folder = Path(os.environ.get("PROD_DIR", ROOT / "var" / "prod-bench"))
    port = free_port()
    print(f"Starting the stack (PROD_DIR={folder}) ...")
    stack = start_stack(folder, port)
    log = folder / "logs" / "nginx-access.log"
    try:
        requests = honest_requests(port)
        print(f"Honest load: {len(requests)} requests cycled, {CONNECTIONS} connections.")
        run_honest(port, requests, 5)  # warm-up

        print(f"1. baseline, {DURATION} s ...")
        baseline = run_honest(port, requests, DURATION)
        print(f"   honest: {baseline.summary()}")

        print(f"2. under abuse, {DURATION} s ...")
        time.sleep(1.5)
        mark = log.stat().st_size
        stop = threading.Event()
        floods = [Flood(port, "127.0.0.2", stop) for _ in range(4)]
        worst = WorstBoard(port, "127.0.0.3", stop)
        for client in [*floods, worst]:
            client.start()
        abused = run_honest(port, requests, DURATION)
        stop.set()
        for client in [*floods, worst]:
            client.join(90)
        time.sleep(1.5)  # nginx flushes its access log every second
        errors, answers = server_errors(log, mark)
    finally:
        stack.send_signal(signal.SIGTERM)
        stack.wait(60)

    flood = sum((f.codes for f in floods), Counter())
    flood_sent = sum(flood.values())
    flood_accepted = flood[201] + flood[200]
    worst_sorted = sorted(worst.latencies) or [0.0]
    ratio = abused.latency_ms[99] / baseline.latency_ms[99]
    print(f"   honest: {abused.summary()}")
    print(
        f"   flood (rotating X-Forwarded-For): {flood_sent} sent in {DURATION} s, "
        f"{flood_accepted} saved, {flood[429]} answered 429, other: "
        f"{ {k: v for k, v in flood.items() if k not in (200, 201, 429)} }"
    )
    print(
        f"   worst board: {sum(worst.codes.values())} sent, {dict(worst.codes)}, "
        f"median {worst_sorted[len(worst_sorted) // 2]:.0f} ms, max {worst_sorted[-1]:.0f} ms"
    )
    print(f"   nginx: {answers} answers during the abuse run, {errors} 5xx")
    print(
        f"Honest p99: {baseline.latency_ms[99]:.1f} ms alone, {abused.latency_ms[99]:.1f} ms "
        f"under abuse ({ratio:.2f}x; limit 3x). p50: {baseline.latency_ms[50]:.1f} -> "
        f"{abused.latency_ms[50]:.1f} ms."
    )
    # One client's share of scenario saves in the run: the simulator scope's rate per window
    # (fixed 60 s windows: a run can straddle two), and the daily budget.
    windows = DURATION // 60 + 2
    failures = []
    if errors or not baseline.ok or not abused.ok or worst.codes.get(500) or flood.get(500):
        failures.append("server errors or failed honest requests")
    if flood_accepted > SIMULATOR_RATE * windows:
        failures.append("the flood got more than one client's rate")
    if ratio > 3:
        failures.append("honest p99 over 3x the baseline")
    print("PASS" if not failures else "MISS: " + "; ".join(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
