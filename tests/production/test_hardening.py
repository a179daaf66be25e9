"""Issue 17, app level: client identity from trusted proxies only, throttles in the shared cache,
admin login throttle, settings hardening from the environment, and the HTTP edge cases."""

import json
import os
import re
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from rest_framework.throttling import ScopedRateThrottle

from catalog.importer.errors import CatalogSourceError
from catalog.importer.files import FileSet
from rules.services import ContentError, read_content
from smashup_site.client_address import client_address, client_key
from smashup_site.files import NotRegularFileError, read_regular_file

ROOT = Path(__file__).resolve().parents[2]
SCORE = "/api/v1/simulator/score/"
BOARD = {
    "players": ["ann", "bob"],
    "active_player": "ann",
    "bases": [
        {
            "id": "b1",
            "breakpoint": 10,
            "vp": [3, 2, 1],
            "cards": [{"type": "minion", "owner": "ann", "power": 6}],
        }
    ],
}


def post_board(client, **extra):
    return client.post(SCORE, data=json.dumps(BOARD), content_type="application/json", **extra)


# ---------- client identity ----------


def test_x_forwarded_for_is_ignored_without_a_trusted_proxy():
    assert client_address("203.0.113.9", "1.2.3.4", ()) == "203.0.113.9"
    assert client_address("203.0.113.9", "1.2.3.4", ("127.0.0.1",)) == "203.0.113.9"


def test_the_client_is_the_last_untrusted_hop_behind_a_trusted_proxy():
    trusted = ("127.0.0.1", "10.0.0.0/8")
    # The client wrote "6.6.6.6" itself; nginx appended the address it saw.
    assert client_address("127.0.0.1", "6.6.6.6, 198.51.100.7", trusted) == "198.51.100.7"
    assert client_address("127.0.0.1", "198.51.100.7, 10.1.2.3", trusted) == "198.51.100.7"
    assert client_address("127.0.0.1", "", trusted) == "127.0.0.1"
    assert client_address("127.0.0.1", "6.6.6.6, not-an-ip", trusted) == "127.0.0.1"


def test_rotating_x_forwarded_for_is_throttled_as_one_client(client, monkeypatch):
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "3/min")
    codes = [post_board(client, HTTP_X_FORWARDED_FOR=f"10.0.0.{n}").status_code for n in range(5)]
    assert codes == [200, 200, 200, 429, 429]


def test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit(
    client, monkeypatch, settings
):
    settings.TRUSTED_PROXIES = ["127.0.0.1"]
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "1/min")
    extra = {"REMOTE_ADDR": "127.0.0.1"}
    assert post_board(client, HTTP_X_FORWARDED_FOR="198.51.100.1", **extra).status_code == 200
    assert post_board(client, HTTP_X_FORWARDED_FOR="198.51.100.2", **extra).status_code == 200
    assert post_board(client, HTTP_X_FORWARDED_FOR="198.51.100.1", **extra).status_code == 429


def test_an_ipv6_client_is_counted_by_its_64_network():
    """One subscriber is commonly given a whole IPv6 /64 and may use any address in it: counted
    per address, a client rotating its source address was never throttled."""
    assert client_key("2001:db8:1:2:aaaa::1") == client_key("2001:db8:1:2:bbbb:cccc:dddd:2")
    assert client_key("2001:db8:1:2::1") == "2001:db8:1:2::/64"
    assert client_key("2001:db8:1:3::1") != client_key("2001:db8:1:2::1")
    assert client_key("198.51.100.7") == "198.51.100.7"
    assert client_key("not-an-ip") == "not-an-ip"


def test_rotating_ipv6_addresses_of_one_64_are_throttled_as_one_client(
    client, monkeypatch, settings
):
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "2/min")
    codes = [
        post_board(client, REMOTE_ADDR=f"2001:db8:1:2::{n:x}").status_code for n in range(1, 5)
    ]
    assert codes == [200, 200, 429, 429]
    assert post_board(client, REMOTE_ADDR="2001:db8:1:3::1").status_code == 200
    # Behind the trusted proxy, the forwarded IPv6 client is counted the same way.
    settings.TRUSTED_PROXIES = ["127.0.0.1"]
    proxy = {"REMOTE_ADDR": "127.0.0.1"}
    codes = [
        post_board(client, HTTP_X_FORWARDED_FOR=f"2001:db8:9::{n:x}", **proxy).status_code
        for n in range(1, 4)
    ]
    assert codes == [200, 200, 429]


def test_an_exempt_address_is_not_throttled_and_the_others_still_are(client, monkeypatch, settings):
    settings.THROTTLE_EXEMPT = frozenset({"127.0.0.9"})
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "1/min")
    codes = [post_board(client, REMOTE_ADDR="127.0.0.9").status_code for _ in range(3)]
    assert codes == [200, 200, 200]
    assert post_board(client).status_code == 200
    assert post_board(client).status_code == 429


def test_throttle_counters_live_in_the_shared_django_cache(client, monkeypatch):
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "1/min")
    assert post_board(client).status_code == 200
    assert post_board(client).status_code == 429
    cache.clear()  # what every process shares (Redis in production), not process memory
    assert post_board(client).status_code == 200


def test_concurrent_requests_never_pass_the_limit(client, monkeypatch):
    """The counter is one atomic increment: 8 threads sending 5 each get exactly 10 through."""
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "10/min")
    from smashup_site.throttling import ScopedThrottle

    class View:
        throttle_scope = "simulator"

    class Request:
        META = {"REMOTE_ADDR": "192.0.2.1"}
        headers: dict = {}
        user = None

    allowed = []

    def send():
        for _ in range(5):
            throttle = ScopedThrottle()
            throttle.timer = lambda: 30.0  # one window for the whole test
            allowed.append(throttle.allow_request(Request(), View()))

    threads = [threading.Thread(target=send) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert allowed.count(True) == 10


# ---------- admin login ----------


@pytest.mark.django_db
def test_admin_login_is_throttled_after_repeated_failures(client, settings):
    settings.ADMIN_LOGIN_FAILURES = 5
    User.objects.create_superuser("boss", "boss@example.org", "right-password-123")
    url = "/admin/login/?next=/admin/"
    for _ in range(5):
        wrong = client.post(url, {"username": "boss", "password": "wrong"})
        assert wrong.status_code == 200  # the form again, with its error
    right = client.post(url, {"username": "boss", "password": "right-password-123"})
    assert right.status_code == 429
    assert int(right["Retry-After"]) == settings.ADMIN_LOGIN_WINDOW


@pytest.mark.django_db
def test_admin_login_failures_count_per_ipv6_64_network(client, settings):
    settings.ADMIN_LOGIN_FAILURES = 2
    User.objects.create_superuser("boss", "boss@example.org", "right-password-123")
    url = "/admin/login/?next=/admin/"
    for n in (1, 2):
        client.post(url, {"username": "boss", "password": "x"}, REMOTE_ADDR=f"2001:db8::{n}")
    right = {"username": "boss", "password": "right-password-123"}
    assert client.post(url, right, REMOTE_ADDR="2001:db8::3").status_code == 429


@pytest.mark.django_db
def test_admin_login_works_below_the_limit(client, settings):
    settings.ADMIN_LOGIN_FAILURES = 5
    User.objects.create_superuser("boss", "boss@example.org", "right-password-123")
    url = "/admin/login/?next=/admin/"
    for _ in range(4):
        client.post(url, {"username": "boss", "password": "wrong"})
    right = client.post(url, {"username": "boss", "password": "right-password-123"})
    assert right.status_code == 302


# ---------- settings from the environment ----------


def run_python(code: str, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE"))}
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**clean, "DJANGO_SETTINGS_MODULE": "smashup_site.settings", **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


PRODUCTION_ENV = {
    "DJANGO_DEBUG": "0",
    "DJANGO_SECRET_KEY": "k3y-x7Qp9zR2mW5vT8nB4cL6jH1gF3dS0aE7yU2iO9pK5-Lr8Ws3Nq",
    "DJANGO_HTTPS": "1",
    "DJANGO_ALLOWED_HOSTS": "smashup.example.org",
}


def test_serving_without_a_secret_key_stops_when_debug_is_off():
    failed = run_python("import smashup_site.wsgi", DJANGO_DEBUG="0")
    assert failed.returncode != 0
    assert "DJANGO_SECRET_KEY is required" in failed.stderr
    served = run_python("import smashup_site.wsgi", DJANGO_DEBUG="0", DJANGO_SECRET_KEY="s" * 60)
    assert served.returncode == 0, served.stderr


def test_importing_the_wsgi_module_does_not_pass_the_serving_flag_on():
    """A test process that drives the WSGI app starts commands (migrate, import) afterwards:
    they are not serving, and must not refuse the development key."""
    code = "import os, smashup_site.wsgi; print(os.environ.get('DJANGO_SERVING'))"
    done = run_python(code, DJANGO_DEBUG="0", DJANGO_SECRET_KEY="s" * 60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "None"


def test_runserver_without_a_secret_key_stops_when_debug_is_off():
    """runserver loads the settings before it imports smashup_site.wsgi: it served with the
    public development key (DEBUG off), where gunicorn refused to start."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE"))}
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    try:
        failed = subprocess.run(
            [sys.executable, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
            cwd=ROOT,
            env={**clean, "DJANGO_DEBUG": "0"},
            capture_output=True,
            text=True,
            timeout=30,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("runserver served with the development key and DEBUG off")
    assert failed.returncode != 0
    assert "DJANGO_SECRET_KEY is required" in failed.stderr


def test_check_deploy_is_clean_with_the_production_settings():
    code = "import django; django.setup(); from django.core.management import call_command; "
    code += "call_command('check', deploy=True, fail_level='WARNING')"
    clean = run_python(code, **PRODUCTION_ENV)
    assert clean.returncode == 0, clean.stderr
    no_key = {k: v for k, v in PRODUCTION_ENV.items() if k != "DJANGO_SECRET_KEY"}
    flagged = run_python(code, **no_key)
    assert flagged.returncode != 0
    assert "smashup_site.E001" in flagged.stderr


def test_https_settings_come_from_the_environment():
    code = (
        "import json; from django.conf import settings as s; print(json.dumps([s.SECURE_SSL_"
        "REDIRECT, s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.SECURE_HSTS_SECONDS, "
        "bool(s.CONTENT_SECURITY_POLICY), s.CATALOG_BULK_DIR]))"
    )
    on = run_python(code, **PRODUCTION_ENV, CATALOG_BULK_DIR="/srv/smashup/bulk")
    assert json.loads(on.stdout) == [True, True, True, 31536000, True, "/srv/smashup/bulk"]
    off = run_python(code, DJANGO_DEBUG="1")
    assert json.loads(off.stdout)[:5] == [False, False, False, 0, False]


def test_two_databases_get_two_bulk_folders_by_default():
    code = "from django.conf import settings as s; print(s.CATALOG_BULK_DIR)"
    one = run_python(code, DATABASE_URL="sqlite:////tmp/one.sqlite3").stdout.strip()
    two = run_python(code, DATABASE_URL="postgres://u@127.0.0.1:5432/two").stdout.strip()
    again = run_python(code, DATABASE_URL="sqlite:////tmp/one.sqlite3").stdout.strip()
    assert one == again
    assert one != two
    assert Path(one).parent == Path(two).parent == ROOT / "var" / "bulk"


@pytest.mark.django_db
def test_the_content_security_policy_allows_the_sites_own_files_only(client, settings):
    settings.CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'"
    page = client.get("/en/simulator/")
    assert page["Content-Security-Policy"] == "default-src 'self'; script-src 'self'"
    assert b"<script>" not in page.content  # no inline script the policy would block


def test_no_site_template_has_inline_styles_or_scripts():
    """The strict policy blocks inline <style>, style="...", <script> bodies and on...=
    handlers: the site's pages keep theirs in static files."""
    inline = re.compile(
        r'<style|\sstyle=|<script(?![^>]*\s(?:src=|type="application/json"))[^>]*>\s*\S'
        r"|\son(?:click|load|error|submit|change|input|focus|blur|key\w+|mouse\w+)\s*="
    )
    found = [
        str(path.relative_to(ROOT))
        for app in ("smashup_site", "catalog", "rules", "simulator", "tablesetup")
        for path in (ROOT / app / "templates").rglob("*.html")
        if inline.search(path.read_text())
    ]
    assert found == []


@pytest.mark.django_db
def test_the_api_pages_allow_inline_styles_only(client, settings):
    settings.CONTENT_SECURITY_POLICY = "default-src 'self'; style-src 'self'"
    settings.CONTENT_SECURITY_POLICY_API = "default-src 'self'; style-src 'self' 'unsafe-inline'"
    assert client.get("/en/setup/")["Content-Security-Policy"].endswith("style-src 'self'")
    docs = client.get("/api/v1/docs/")
    assert docs["Content-Security-Policy"].endswith("'unsafe-inline'")


# ---------- HTTP edge cases ----------


def test_a_chunked_body_is_refused_with_411(client):
    response = post_board(client, HTTP_TRANSFER_ENCODING="chunked", CONTENT_LENGTH="")
    assert response.status_code == 411
    assert "Content-Length" in response.json()["error"]["message"]
    # French written as characters, not \u escapes.
    assert "en-tête".encode() in response.content and b"\\u" not in response.content


def test_an_unknown_api_address_is_a_404_in_english_and_french(client):
    response = client.get("/api/v1/no-such-thing/")
    assert response.status_code == 404
    error = response.json()["error"]
    assert error["message"] == "No resource at /api/v1/no-such-thing/."
    assert error["message_fr"] == "Aucune ressource à l'adresse /api/v1/no-such-thing/."
    assert "à l'adresse".encode() in response.content


@pytest.mark.django_db
@pytest.mark.parametrize("extra", [{"HTTP_ACCEPT": "text/html"}, {"data": {"format": "api"}}])
def test_the_search_endpoint_answers_the_browsable_api(client, extra):
    data = {"q": "t:minion", **extra.pop("data", {})}
    response = client.get("/api/v1/search/", data, **extra)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")


@pytest.mark.django_db
def test_the_response_cache_keeps_http_and_https_apart(client):
    plain = client.get("/api/v1/")
    secure = client.get("/api/v1/", secure=True)
    assert b"http://testserver/" in plain.content
    assert b"https://testserver/" in secure.content
    assert b"http://testserver/" not in secure.content


@pytest.mark.django_db
def test_the_schema_documents_the_site_wide_answers(client):
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            answers = operation["responses"]
            assert {"429", "414"} <= set(answers), (path, method)
            if method == "post":
                assert {"413", "411"} <= set(answers), (path, method)


# ---------- import inputs ----------


def test_an_import_input_that_is_a_fifo_is_refused_without_waiting(tmp_path):
    os.mkfifo(tmp_path / "cards.json")
    with pytest.raises(CatalogSourceError, match="not a regular file"):
        FileSet(tmp_path).bytes("cards.json")


def test_a_directory_is_not_a_regular_file(tmp_path):
    (tmp_path / "folder").mkdir()
    with pytest.raises(NotRegularFileError):
        read_regular_file(tmp_path / "folder")
    (tmp_path / "ok.txt").write_bytes(b"fine")
    assert read_regular_file(tmp_path / "ok.txt") == b"fine"


def test_rules_content_that_is_a_fifo_is_refused(tmp_path):
    os.mkfifo(tmp_path / "sections.json")
    (tmp_path / "terms.json").write_text("[]")
    with pytest.raises(ContentError, match="not a regular file"):
        read_content(tmp_path)


# ---------- response cache shared between processes ----------


def test_a_rendered_answer_is_shared_through_djangos_cache(settings):
    from catalog.api.caching import CachedBody, ResponseCache

    settings.RESPONSE_CACHE_SHARED = True
    one, other = ResponseCache(), ResponseCache()  # two processes' local caches
    body = CachedBody(b'{"count": 1}', "application/json", '"etag"')
    one.put(("v1", "https", "host", "/api/v1/cards/", "application/json"), body)
    assert other.get(("v1", "https", "host", "/api/v1/cards/", "application/json")) == body
    assert other.get(("v1", "http", "host", "/api/v1/cards/", "application/json")) is None
    settings.RESPONSE_CACHE_SHARED = False
    third = ResponseCache()
    assert third.get(("v1", "https", "host", "/api/v1/cards/", "application/json")) is None
