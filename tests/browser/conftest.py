"""Browser tests: a real server process and Debian's headless Chromium driven by Playwright.

The server is a separate `manage.py runserver` process on a free loopback port, with its own
database (a temporary SQLite file, or a throwaway database on the PostgreSQL server that
DATABASE_URL names), migrated and filled by the import commands like `make run` does.
Screenshots go to test-artifacts/.
"""

import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _server_database_url(tmp: Path) -> tuple[str, callable]:
    """A database for the server process, and a function that removes it."""
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith(("postgres://", "postgresql://")):
        return f"sqlite:///{tmp / 'browser.sqlite3'}", lambda: None
    import psycopg

    base, _, _name = url.rpartition("/")
    name = f"smashup_browser_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')

    def drop() -> None:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return f"{base}/{name}", drop


@contextlib.contextmanager
def serve(tmp: Path, extra_env: dict[str, str], commands: list[list[str]]) -> Iterator[str]:
    """A server process with its own database, prepared by `commands` (manage.py's), on a free
    loopback port: its address while it runs."""
    db_url, drop = _server_database_url(tmp)
    # The server runs with DEBUG off, as in production, so it needs a secret key of its own.
    env = {
        **os.environ,
        "DATABASE_URL": db_url,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "browser-tests-only-key-not-secret-0123456789-abcdefghijklmnop",
        **extra_env,
    }
    env.setdefault("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost")
    # Every test browses from 127.0.0.1: the simulator's live totals (one request per edit)
    # of a whole test run would exceed the per-address rate meant for one user.
    env.setdefault("API_SIMULATOR_THROTTLE_RATE", "5000/min")
    manage = [sys.executable, str(ROOT / "manage.py")]
    try:
        for command in commands:
            done = subprocess.run(
                manage + command + ["--verbosity", "0"],
                env=env,
                cwd=ROOT,
                capture_output=True,
                text=True,
            )
            # Say why the server's database could not be prepared (CI shows only this message).
            assert done.returncode == 0, f"{command[0]} failed:\n{done.stdout}\n{done.stderr}"
        port = _free_port()
        server = subprocess.Popen(
            manage + ["runserver", "--noreload", "--insecure", f"127.0.0.1:{port}"],
            env=env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    urllib.request.urlopen(url + "/en/", timeout=2)
                    break
                except OSError:
                    if time.monotonic() > deadline or server.poll() is not None:
                        raise RuntimeError("the test server did not start") from None
                    time.sleep(0.3)
            yield url
        finally:
            server.terminate()
            server.wait(timeout=10)
    finally:
        drop()


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    tmp = Path(tempfile.mkdtemp(prefix="smashup-browser-"))
    commands = [["migrate", "--noinput"], ["import_catalog"], ["import_rules"]]
    with serve(tmp, {}, commands) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: run `make browser-deps`.")
    with sync_playwright() as pw:
        instance = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield instance
        instance.close()


@pytest.fixture
def page(browser, site_url) -> Iterator[object]:
    context = browser.new_context(base_url=site_url, viewport={"width": 1200, "height": 900})
    tab = context.new_page()
    tab.set_default_timeout(15_000)
    yield tab
    context.close()


@pytest.fixture
def phone_page(browser, site_url) -> Iterator[object]:
    context = browser.new_context(
        base_url=site_url, viewport={"width": 375, "height": 812}, is_mobile=True
    )
    tab = context.new_page()
    tab.set_default_timeout(15_000)
    yield tab
    context.close()


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
