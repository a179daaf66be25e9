"""Shared benchmark helpers: gunicorn on a loopback port, and load runs with wrk.

    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project root
    from bench.lib import run_wrk, serve

    with serve() as base:                        # gunicorn on the current DB, throttles lifted
        result = run_wrk(base, ["/api/v1/cards/"], connections=64, duration=10)
    print(result.summary())                      # req/s and latency percentiles (ms)
    result.requests_per_second, result.latency_ms[99], result.non_2xx

`serve()` runs `smashup_site.wsgi` with the environment's DATABASE_URL (db.sqlite3 by
default), DJANGO_DEBUG=0 and every throttle rate raised; `static_files={"x.json": b"..."}`
serves those bytes with whitenoise at `/<name>` (a comparison point for a view).
`run_wrk()` installs wrk with apt-get when it is missing (root only), warms the server, then
cycles over the given paths and reads every percentile from wrk's own histogram.

In-process benches (Django's test client, no server): `setup_django()`, then
`time_gets(Client(), paths, rounds, warmup=3)` gives the milliseconds of each GET and `p95()`
their 95th percentile.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PERCENTILES = (50, 75, 90, 95, 99, 99.9)
# Throttles lifted: a per-second window keeps DRF's request history short during a run.
UNLIMITED = "1000000000/s"


def setup_django() -> None:
    """Django set up in this process, on the environment's settings (smashup_site's default)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "smashup_site.settings")
    import django

    django.setup()


def time_gets(client, paths: Sequence[str], rounds: int, *, warmup: int) -> list[float]:
    """The milliseconds of each GET of `paths` through a Django test client, `rounds` times
    over, after GETs of the first `warmup` paths (templates, translations, connections);
    exits when an answer is not 200."""
    for path in paths[:warmup]:
        client.get(path)
    timings = []
    for _ in range(rounds):
        for path in paths:
            start = time.perf_counter()
            response = client.get(path)
            timings.append((time.perf_counter() - start) * 1000)
            if response.status_code != 200:
                raise SystemExit(f"{path} answered {response.status_code}")
    return timings


def p95(timings: Sequence[float]) -> float:
    return statistics.quantiles(timings, n=20)[-1] if len(timings) > 1 else timings[0]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def ensure_wrk() -> str:
    """The path of wrk; installs the Debian package when missing and we are root."""
    found = shutil.which("wrk")
    if found:
        return found
    if os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        install = ["apt-get", "install", "-y", "-q", "wrk"]
        if subprocess.run(install, capture_output=True, env=env).returncode != 0:
            subprocess.run(["apt-get", "update", "-q"], capture_output=True, env=env)
            subprocess.run(install, capture_output=True, env=env)
        found = shutil.which("wrk")
        if found:
            return found
    raise SystemExit("wrk is not installed and could not be installed (apt-get install wrk).")


@contextmanager
def serve(
    *,
    workers: int | None = None,
    threads: int = 1,
    static_files: dict[str, bytes] | None = None,
    env: dict[str, str] | None = None,
    ready_path: str = "/api/v1/",
    port: int | None = None,
    timeout: float = 60,
) -> Iterator[str]:
    """Run gunicorn (one worker per core by default; sync, or gthread with `threads` > 1, which
    keeps connections alive) and yield its base URL."""
    port = port or free_port()
    tmp = Path(tempfile.mkdtemp(prefix="bench-"))
    server_env = {
        **os.environ,
        "DJANGO_DEBUG": "0",
        # Serving with DEBUG off needs a key of its own (settings refuse the public dev key).
        "DJANGO_SECRET_KEY": os.environ.get("DJANGO_SECRET_KEY") or secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "API_ANON_THROTTLE_RATE": UNLIMITED,
        "API_SIMULATOR_THROTTLE_RATE": UNLIMITED,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        **(env or {}),
    }
    if static_files:
        for name, content in static_files.items():
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            (tmp / name).write_bytes(content)
        server_env["BENCH_WHITENOISE_ROOT"] = str(tmp)
        server_env["DJANGO_SETTINGS_MODULE"] = "bench.static_settings"
    gunicorn = Path(sys.executable).with_name("gunicorn")
    log = open(tmp / "gunicorn.log", "w+b")  # noqa: SIM115 - closed below
    process = subprocess.Popen(
        [
            str(gunicorn),
            "smashup_site.wsgi:application",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            str(workers or os.cpu_count() or 2),
            *(["--worker-class", "gthread", "--threads", str(threads)] if threads > 1 else []),
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=server_env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(base + ready_path, process, log, timeout)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
        shutil.rmtree(tmp, ignore_errors=True)


def _wait_until_up(url: str, process: subprocess.Popen, log, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except urllib.error.HTTPError:
            return  # it answers: up, whatever the status
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                log.seek(0)
                output = log.read().decode(errors="replace")[-2000:]
                raise SystemExit(f"gunicorn did not start:\n{output}") from None
            time.sleep(0.2)


def fetch(
    url: str, body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, bytes]:
    """GET `url` (POST `body` when given): (status, body), HTTP errors included."""
    request = urllib.request.Request(url, data=body, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


@dataclass
class WrkResult:
    url: str
    connections: int
    duration_s: float
    requests: int
    bytes: int
    non_2xx: int  # wrk counts non-2xx/3xx answers as status errors
    socket_errors: int
    latency_ms: dict[float, float] = field(default_factory=dict)  # percentile -> ms
    output: str = ""

    @property
    def requests_per_second(self) -> float:
        return self.requests / self.duration_s if self.duration_s else 0.0

    @property
    def ok(self) -> bool:
        return self.requests > 0 and self.non_2xx == 0 and self.socket_errors == 0

    def summary(self) -> str:
        percentiles = " ".join(
            f"p{p:g}={self.latency_ms[p]:.1f}ms" for p in (50, 95, 99) if p in self.latency_ms
        )
        problems = ""
        if self.non_2xx or self.socket_errors:
            problems = f" non-2xx={self.non_2xx} socket-errors={self.socket_errors}"
        return f"{self.requests_per_second:,.0f} req/s {percentiles}{problems}"


_DONE = """
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("BENCH requests=%d duration_us=%d bytes=%d status=%d socket=%d\\n",
    summary.requests, summary.duration, summary.bytes, e.status,
    e.connect + e.read + e.write + e.timeout))
  for _, p in ipairs({%PERCENTILES%}) do
    io.write(string.format("BENCH p%g=%d\\n", p, latency:percentile(p)))
  end
end
"""

_PATHS = """
local paths = {%PATHS%}
local body = %BODY%
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format(%METHOD%, paths[(counter % #paths) + 1], {%HEADERS%}, body)
end
"""


def _lua_string(value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + escaped.replace("\n", "\\n").replace("\r", "\\r") + '"'


def run_wrk(
    base: str,
    paths: Sequence[str],
    *,
    connections: int = 64,
    threads: int = 2,
    duration: int = 10,
    warmup: int = 2,
    headers: dict[str, str] | None = None,
    timeout: int = 10,
    method: str = "GET",
    body: bytes | None = None,
) -> WrkResult:
    """Load `base` with requests (GETs, or `method` with `body`) cycling over `paths`;
    percentiles of the whole run, in ms."""
    wrk = ensure_wrk()
    headers = headers or {}
    script = _DONE.replace("%PERCENTILES%", ", ".join(f"{p:g}" for p in PERCENTILES))
    header_table = ", ".join(f"[{_lua_string(k)}] = {_lua_string(v)}" for k, v in headers.items())
    script += (
        _PATHS.replace("%PATHS%", ", ".join(_lua_string(p) for p in paths))
        .replace("%HEADERS%", header_table)
        .replace("%METHOD%", _lua_string(method))
        .replace("%BODY%", "nil" if body is None else _lua_string(body.decode()))
    )
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as handle:
        handle.write(script)
        lua = handle.name
    url = base + paths[0]
    threads = max(1, min(threads, connections))
    try:
        if warmup:
            subprocess.run(
                [wrk, "-t1", f"-c{min(connections, 8)}", f"-d{warmup}s", "-s", lua, url],
                capture_output=True,
                check=True,
            )
        run = subprocess.run(
            [
                wrk,
                f"-t{threads}",
                f"-c{connections}",
                f"-d{duration}s",
                f"--timeout={timeout}s",
                "--latency",
                "-s",
                lua,
                url,
            ],
            capture_output=True,
            text=True,
            check=True,
        )
    finally:
        os.unlink(lua)
    return parse_wrk(run.stdout, url=url, connections=connections)


def parse_wrk(output: str, *, url: str = "", connections: int = 0) -> WrkResult:
    """Read the BENCH lines our Lua `done()` prints (wrk's own summary is only a fallback)."""
    values = {
        key: value
        for line in output.splitlines()
        if line.startswith("BENCH ")
        for key, value in re.findall(r"(\S+?)=(\d+)", line[len("BENCH ") :])
    }
    if not values:
        raise ValueError(f"no figures in wrk's output:\n{output}")
    latency = {p: int(values[f"p{p:g}"]) / 1000 for p in PERCENTILES if f"p{p:g}" in values}
    return WrkResult(
        url=url,
        connections=connections,
        duration_s=int(values["duration_us"]) / 1_000_000,
        requests=int(values["requests"]),
        bytes=int(values["bytes"]),
        non_2xx=int(values["status"]),
        socket_errors=int(values["socket"]),
        latency_ms=latency,
        output=output,
    )
