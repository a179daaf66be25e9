"""The production stack under faults (issue 24): `make bench-prod` runs it after prod_load.py.

scripts/prod.sh starts the stack (PROD_DIR var/prod-bench, as prod_load.py). Under the honest
load of prod_load.py (wrk, 32 connections cycling over card lists and details, searches, setups
and simulator scores, 127.0.0.1 in THROTTLE_EXEMPT as there) and a client saving a new scenario
every 0.5 s from 127.0.0.2, it saves SAVED scenarios, then, one after the other:

1. freezes Redis (SIGSTOP) for FROZEN_SECONDS, then lets it go on (SIGCONT);
2. freezes PostgreSQL (SIGSTOP on the postmaster and every backend) for FROZEN_SECONDS, then
   lets it go on; meanwhile one client reads the database and another scores a board of typed
   bases and cards, one request after the other, and their statuses and times are reported;
3. kills Redis (SIGKILL);
4. kills PostgreSQL's postmaster (SIGKILL);
5. kills the sync worker of the first gunicorn (SIGKILL; gunicorn starts another);
6. kills nginx's master (SIGKILL; its workers are left behind, as after a crash).

Nobody restarts anything: supervisord (and gunicorn for its worker) does. For each fault it
reports the answers nginx gave in that time by status, the requests of the prober threads that
got no answer at all, how long until the part was running again and the site answered a
request that needs it, and the scenario saves answered. Then every scenario saved (before the
faults and during them) is read back, and the daily scenario budget counted in Redis before
its kill is compared with the count after.

Exits 1 on any 500, on a part not back (running and answering) within RECOVERY_LIMIT seconds,
on a saved scenario that does not read back, on a budget that Redis forgot, or when, with
PostgreSQL frozen, a request waited over FROZEN_DB_LIMIT seconds or was not answered 503 (a
database read) or 200 (a score).
"""

from __future__ import annotations

import datetime
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_simulator_api import reference_board  # noqa: E402
from bench.lib import free_port  # noqa: E402
from bench.prod_load import JSON, honest_requests, run_honest, start_stack  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RECOVERY_LIMIT = 30.0  # seconds: a part not back by then fails the run
FROZEN_SECONDS = 10.0
FROZEN_DB_LIMIT = 5.0  # seconds: the longest wait for an answer while PostgreSQL is frozen
STEADY_SECONDS = 5.0  # of normal service between two faults
SAVED = 20
LOAD_SECONDS = int(os.environ.get("FAULTS_LOAD_DURATION", "150"))  # wrk's run, over every fault
PROBES = 4
NO_CACHE = {"Cache-Control": "no-cache"}  # the response cache would hide a database fault


def call(
    port: int,
    method: str,
    path: str,
    body: str | None = None,
    headers: dict | None = None,
    source: str = "127.0.0.1",
    timeout: float = 35,
) -> tuple[int, bytes]:
    """(status, body); status 0 when no answer came (refused, reset, timed out)."""
    conn = http.client.HTTPConnection(
        "127.0.0.1", port, timeout=timeout, source_address=(source, 0)
    )
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        return response.status, response.read()
    except (OSError, http.client.HTTPException):
        return 0, b""
    finally:
        conn.close()


def save_board(ann: int, bob: int) -> dict:
    """A board of its own for each (ann, bob) scores (0-1000 each; prod_load's flood uses bob
    under 300)."""
    board = reference_board()
    board["vp"]["ann"] = ann
    board["vp"]["bob"] = bob
    return board


class Saver(threading.Thread):
    """Saves a new scenario every 0.6 s (under the `simulator` rate) from 127.0.0.2; keeps the
    ids it was given."""

    def __init__(self, port: int, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.port, self.stop = port, stop
        self.saved: dict[str, dict] = {}
        self.answers: list[tuple[float, int]] = []

    def run(self) -> None:
        # New positions in each run (bob 301-1000 by the minute), so that they are charged.
        bob = 301 + int(time.time() // 60) % 700
        n = 0
        while not self.stop.is_set():
            n += 1
            board = save_board(n % 1001, bob + n // 1001)
            status, body = call(
                self.port,
                "POST",
                "/api/v1/simulator/scenarios/",
                json.dumps(board),
                JSON,
                source="127.0.0.2",
            )
            self.answers.append((time.time(), status))
            if status in (200, 201):
                self.saved[json.loads(body)["id"]] = board
            self.stop.wait(0.6)


class Prober(threading.Thread):
    """Cycles over honest requests (reads not served from the response cache, so they need
    the database) and notes the time and status of each, 0 for no answer."""

    def __init__(self, port: int, requests: list, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.port, self.requests, self.stop = port, requests, stop
        self.answers: list[tuple[float, int]] = []

    def run(self) -> None:
        i = 0
        while not self.stop.is_set():
            method, path, headers, body = self.requests[i % len(self.requests)]
            i += 1
            status, _ = call(self.port, method, path, body, {**headers, **NO_CACHE}, timeout=10)
            self.answers.append((time.time(), status))
            self.stop.wait(0.05)


class Stack:
    def __init__(self, folder: Path, port: int) -> None:
        self.folder, self.port = folder, port
        self.conf = folder / "supervisord.conf"

    def pid(self, name: str) -> int | None:
        out = subprocess.run(
            ["supervisorctl", "-c", str(self.conf), "status", name], capture_output=True, text=True
        ).stdout
        found = re.search(r"RUNNING\s+pid (\d+)", out)
        return int(found.group(1)) if found else None

    def redis_port(self) -> int:
        return int(re.search(r"--port (\d+)", self.conf.read_text()).group(1))

    def redis(self, *args: str) -> str:
        cmd = ["redis-cli", "-p", str(self.redis_port()), *args]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=10).stdout.strip()


def children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True)
    return [int(line) for line in out.stdout.split()]


def nginx_statuses(log: Path, start: float, end: float) -> Counter:
    """Statuses in nginx's access log with a time in [start, end] (second resolution)."""
    counts: Counter = Counter()
    pattern = re.compile(rb"\[([^\]]+)\] \"[^\"]*\" (\d{3}) ")
    low, high = int(start), int(end) + 1
    for line in log.read_bytes().splitlines():
        found = pattern.search(line)
        if not found:
            continue
        when = datetime.datetime.strptime(found.group(1).decode(), "%d/%b/%Y:%H:%M:%S %z")
        if low <= when.timestamp() <= high:
            counts[int(found.group(2))] += 1
    return counts


def timed_requests(
    port: int, method: str, path: str, body: str | None, headers: dict, source: str, until: float
) -> list[tuple[int, float]]:
    """The same request, one after the other until `until`: (status, seconds) of each."""
    answers = []
    while time.time() < until:
        started = time.monotonic()
        status, _ = call(port, method, path, body, headers, source=source, timeout=35)
        answers.append((status, time.monotonic() - started))
    return answers


def typed_board() -> dict:
    """The reference board with typed bases only (breakpoint and VP given, no catalog base):
    scoring it needs no database."""
    board = reference_board()
    for base in board["bases"]:
        if "base" in base:
            del base["base"], base["printing"]
            base.update(breakpoint=18, vp=[4, 2, 1])
    return board


def collect(results: dict, name: str, port: int, args: tuple, until: float) -> None:
    results[name] = timed_requests(port, *args, until=until)


def frozen_summary(answers: list[tuple[int, float]]) -> str:
    statuses = Counter(status for status, _ in answers)
    times = sorted(seconds for _, seconds in answers)
    shown = ", ".join(f"{code}: {count}" for code, count in sorted(statuses.items()))
    if not times:
        return "none"
    return f"{shown}; slowest {times[-1]:.2f} s, median {times[len(times) // 2]:.3f} s"


def wait_until(check, since: float) -> float | None:
    """Seconds from `since` until `check()` is true; None when not within RECOVERY_LIMIT."""
    while time.time() - since < RECOVERY_LIMIT:
        if check():
            return time.time() - since
        time.sleep(0.1)
    return None


def spawned_after(log: Path, name: str, since: float) -> float | None:
    """Seconds from `since` until supervisord's log says it started `name` again."""
    pattern = re.compile(rf"^(\S+ \S+) INFO spawned: '{re.escape(name)}' with pid", re.M)
    for found in pattern.finditer(log.read_text()):
        # supervisord writes its local time, as naive datetimes read it.
        when = datetime.datetime.strptime(found.group(1), "%Y-%m-%d %H:%M:%S,%f").timestamp()
        if when >= since - 0.01:
            return when - since
    return None


def seconds(value: float | None) -> str:
    return "not within the limit" if value is None else f"{value:.1f} s"


def main() -> int:
    folder = Path(os.environ.get("PROD_DIR", ROOT / "var" / "prod-bench"))
    port = free_port()
    run_start = time.time()
    print(f"Starting the stack (PROD_DIR={folder}) ...")
    # The saving client's daily budget is counted (and checked after Redis's kill), never spent.
    os.environ.setdefault("SCENARIO_DAILY_COUNT", "100000")
    os.environ.setdefault("SCENARIO_DAILY_BYTES", str(1 << 30))
    process = start_stack(folder, port)

    def echo() -> None:  # supervisord's lines (which part ended, which started), as they come
        for line in process.stdout:
            print("  stack: " + line.rstrip(), flush=True)

    threading.Thread(target=echo, daemon=True).start()
    stack = Stack(folder, port)
    log = folder / "logs" / "nginx-access.log"
    failures: list[str] = []
    rows: list[tuple[str, Counter, int, float | None, float | None, Counter]] = []
    frozen_rows: dict[str, str] = {}
    saver: Saver | None = None
    probers: list[Prober] = []
    duration = LOAD_SECONDS
    wrk: threading.Thread | None = None
    wrk_result: list = []
    try:
        requests = honest_requests(port)
        saved: dict[str, dict] = {}
        for n in range(SAVED):
            board = save_board(n, 300)
            status, body = call(
                port, "POST", "/api/v1/simulator/scenarios/", json.dumps(board), JSON
            )
            if status not in (200, 201):
                raise SystemExit(f"saving scenario {n} before the faults: {status} {body[:200]!r}")
            saved[json.loads(body)["id"]] = board
        print(f"{len(saved)} scenarios saved before the faults.")

        def db_read() -> bool:
            path = "/api/v1/cards/?page_size=5"
            return call(port, "GET", path, headers=NO_CACHE, timeout=5)[0] == 200

        def score() -> bool:
            body = json.dumps(reference_board())
            return call(port, "POST", "/api/v1/simulator/score/", body, JSON, timeout=5)[0] == 200

        def redis_up() -> bool:
            return stack.redis("ping") == "PONG" and score()

        faults = [
            "redis frozen",
            "postgres frozen",
            "redis",
            "postgres",
            "gunicorn worker",
            "nginx",
        ]
        duration = LOAD_SECONDS
        stop = threading.Event()
        wrk = threading.Thread(
            target=lambda: wrk_result.append(run_honest(port, requests, duration)), daemon=True
        )
        probers = [Prober(port, requests[i::PROBES] or requests, stop) for i in range(PROBES)]
        saver = Saver(port, stop)
        wrk.start()
        for thread in [*probers, saver]:
            thread.start()
        time.sleep(STEADY_SECONDS)

        budget_key = None
        for fault in faults:
            print(f"- {fault} ...")
            # Set again right before the signal (supervisorctl, asked for the pid, is slow on a
            # busy machine).
            started = time.time()
            running: float | None = None
            if fault == "redis frozen":
                pid = stack.pid("redis")
                started = time.time()
                os.kill(pid, signal.SIGSTOP)
                time.sleep(FROZEN_SECONDS)
                os.kill(pid, signal.SIGCONT)
                running = FROZEN_SECONDS  # it was never gone: it answers again once let go
                back = wait_until(redis_up, started)
            elif fault == "postgres frozen":
                postmaster = stack.pid("postgres")
                frozen = [postmaster, *children(postmaster)]
                results: dict[str, list] = {}
                until = time.time() + FROZEN_SECONDS
                checks = {
                    # A database read not answered from the response cache, and a board of
                    # typed bases and cards scored (the reference board names catalog bases,
                    # read from the database), from the honest clients' address (not
                    # throttled here).
                    "database reads": (
                        "GET",
                        "/api/v1/cards/?page_size=5",
                        None,
                        NO_CACHE,
                        "127.0.0.1",
                    ),
                    "scores": (
                        "POST",
                        "/api/v1/simulator/score/",
                        json.dumps(typed_board()),
                        JSON,
                        "127.0.0.1",
                    ),
                }
                clients = [
                    threading.Thread(
                        target=collect, args=(results, name, port, args, until), daemon=True
                    )
                    for name, args in checks.items()
                ]
                started = time.time()
                for pid in frozen:
                    os.kill(pid, signal.SIGSTOP)
                for client in clients:
                    client.start()
                for client in clients:
                    client.join(FROZEN_SECONDS + 40)
                for pid in frozen:
                    os.kill(pid, signal.SIGCONT)
                running = FROZEN_SECONDS  # never gone: it answers again once let go
                back = wait_until(db_read, started)
                for name, expected in (("database reads", 503), ("scores", 200)):
                    answers = results.get(name, [])
                    frozen_rows[name] = frozen_summary(answers)
                    print(f"  while frozen, {name}: {frozen_rows[name]}")
                    if not answers or any(
                        status != expected or seconds > FROZEN_DB_LIMIT
                        for status, seconds in answers
                    ):
                        failures.append(
                            f"postgres frozen: {name} not all {expected} within "
                            f"{FROZEN_DB_LIMIT:.0f} s"
                        )
            elif fault == "redis":
                # The budget of the saving client, as Redis counts it before its death.
                keys = stack.redis("--scan", "--pattern", "*scenario-budget:count:127.0.0.2:*")
                budget_key = keys.splitlines()[0] if keys else None
                before = int(stack.redis("get", budget_key) or 0) if budget_key else 0
                pid = stack.pid("redis")
                started = time.time()
                os.kill(pid, signal.SIGKILL)
                back = wait_until(redis_up, started)
                after = int(stack.redis("get", budget_key) or 0) if budget_key else 0
                print(f"  budget of 127.0.0.2 in Redis: {before} before its kill, {after} after")
                if budget_key is None or after < before:
                    failures.append("Redis forgot the scenario budget")
            elif fault == "postgres":
                pid = stack.pid("postgres")
                started = time.time()
                os.kill(pid, signal.SIGKILL)
                back = wait_until(db_read, started)
            elif fault == "gunicorn worker":
                master = stack.pid("app:gunicorn-1")
                workers = children(master) if master else []
                if not workers:
                    raise SystemExit("no gunicorn worker found")
                started = time.time()
                os.kill(workers[0], signal.SIGKILL)

                def new_worker(master=master, old=workers[0]) -> bool:
                    found = children(master)
                    return bool(found) and old not in found

                running = wait_until(new_worker, started)
                back = wait_until(db_read, started)
            else:
                pid = stack.pid("nginx")
                started = time.time()
                os.kill(pid, signal.SIGKILL)
                back = wait_until(db_read, started)
            if fault in ("redis", "postgres", "nginx"):
                running = spawned_after(folder / "logs" / "supervisord.log", fault, started)
            end = time.time() if back is None else started + back
            time.sleep(1.5)  # nginx writes its access log every second
            statuses = nginx_statuses(log, started, end)
            no_answer = sum(
                1 for p in probers for t, s in list(p.answers) if started <= t <= end and s == 0
            )
            saves = Counter(s for t, s in list(saver.answers) if started <= t <= end)
            rows.append((fault, statuses, no_answer, running, back, saves))
            print(
                f"  running again after {seconds(running)}, answering after {seconds(back)}; "
                f"nginx answers {dict(sorted(statuses.items()))}"
            )
            print(f"  no answer (probes): {no_answer}; saves: {dict(sorted(saves.items()))}")
            if back is None:
                failures.append(f"{fault}: not back within {RECOVERY_LIMIT:.0f} s")
            time.sleep(STEADY_SECONDS)

        stop.set()
        for thread in [*probers, saver]:
            thread.join(30)
        saved.update(saver.saved)
        lost = []
        for key, board in saved.items():
            status, body = call(port, "GET", f"/api/v1/simulator/scenarios/{key}/")
            if status != 200 or json.loads(body)["board"] != board:
                lost.append((key, status))
        print(
            f"Saved scenarios read back: {len(saved) - len(lost)} of {len(saved)} "
            f"({SAVED} before the faults, {len(saver.saved)} during them)."
        )
        if lost:
            failures.append(f"{len(lost)} saved scenarios lost: {lost[:5]}")
        print("Waiting for the honest load to end ...")
        wrk.join(duration + 60)
    finally:
        if saver is not None:
            saver.stop.set()
        process.send_signal(signal.SIGTERM)
        process.wait(90)
    if wrk_result:
        print(f"Honest load (wrk, whole run): {wrk_result[0].summary()}")
    total_500 = sum(row[1][500] for row in rows)
    total_500 += sum(1 for p in probers for _, s in p.answers if s == 500)
    total_500 += sum(1 for _, s in (saver.answers if saver else []) if s == 500)
    all_statuses = nginx_statuses(log, run_start, time.time())
    print(f"nginx, whole run: {dict(sorted(all_statuses.items()))}")
    if total_500 or all_statuses[500]:
        failures.append("answers 500")
    print(
        "\n| fault | running again | answering again | nginx answers by status "
        "| no answer (probes) | scenario saves |"
    )
    print("|---|---|---|---|---|---|")
    for fault, statuses, no_answer, running, back, saves in rows:
        by_status = ", ".join(f"{code}: {count}" for code, count in sorted(statuses.items()))
        saves_shown = ", ".join(f"{code}: {count}" for code, count in sorted(saves.items()))
        print(
            f"| {fault} | {seconds(running)} | {seconds(back)} | {by_status} | {no_answer} "
            f"| {saves_shown} |"
        )
    for name, summary in frozen_rows.items():
        print(f"PostgreSQL frozen {FROZEN_SECONDS:.0f} s, {name} one after the other: {summary}")
    print("PASS" if not failures else "MISS: " + "; ".join(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
