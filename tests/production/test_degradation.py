"""Issue 24: the site without its shared cache or its database, without the production stack.

Redis down is a real closed port; Redis frozen is a real socket that accepts connections and
never answers (the socket timeouts of settings.CACHES end each call). PostgreSQL down is every
database cursor raising OperationalError, as psycopg does when the server refuses or drops the
connection (the production stack's own test, bench/prod_faults.py, stops the real one).
"""

import json
import logging
import socket

import pytest
from django.core.cache import cache
from django.db import OperationalError
from django.db.backends.base.base import BaseDatabaseWrapper
from django.test import Client
from rest_framework.throttling import ScopedRateThrottle

from simulator import scenarios
from simulator.models import SavedScenario, ScenarioState
from smashup_site import shared_cache

pytestmark = pytest.mark.django_db
SCORE = "/api/v1/simulator/score/"
SCENARIOS = "/api/v1/simulator/scenarios/"


def board(vp_first: int = 3) -> dict:
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [vp_first, 2, 1],
                "cards": [{"type": "minion", "owner": "ann", "power": 12}],
            }
        ],
    }


def post(client, path, data, **extra):
    return client.post(path, data=json.dumps(data), content_type="application/json", **extra)


def redis_cache(port: int) -> dict:
    return {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"redis://127.0.0.1:{port}/0",
            "OPTIONS": {"socket_connect_timeout": 0.25, "socket_timeout": 0.25},
        }
    }


@pytest.fixture(autouse=True)
def no_past_failure():
    shared_cache.reset()
    yield
    shared_cache.reset()


@pytest.fixture
def closed_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]  # closed again: nothing listens there


@pytest.fixture
def redis_down(settings, closed_port):
    settings.CACHES = redis_cache(closed_port)
    settings.RESPONSE_CACHE_SHARED = True
    yield
    shared_cache.reset()


@pytest.fixture
def redis_frozen(settings):
    """A server that accepts connections (the kernel's backlog) and never answers."""
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(64)
        settings.CACHES = redis_cache(server.getsockname()[1])
        settings.RESPONSE_CACHE_SHARED = True
        yield
        shared_cache.reset()


@pytest.fixture
def api_client():
    # The answer Django's handlers give, not the exception the test client re-raises.
    return Client(raise_request_exception=False)


@pytest.mark.parametrize("fault", ["redis_down", "redis_frozen"])
def test_without_redis_pages_reads_and_scores_are_served(fault, request, api_client, monkeypatch):
    request.getfixturevalue(fault)
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "1/min")
    assert api_client.get("/en/").status_code == 200
    listed = api_client.get("/api/v1/cards/?page_size=2")
    assert listed.status_code == 200 and len(listed.json()["results"]) == 2
    # The throttles fail open: over the rate of 1 a minute, every score is answered.
    for _ in range(3):
        scored = post(api_client, SCORE, board())
        assert scored.status_code == 200, scored.content
        assert scored.json()["vp"] == {"ann": 3, "bob": 0}


def test_a_throttle_that_cannot_count_says_so_in_the_log(redis_down, api_client, caplog):
    with caplog.at_level(logging.WARNING, logger="smashup_site.shared_cache"):
        assert post(api_client, SCORE, board()).status_code == 200
    messages = [record.getMessage() for record in caplog.records]
    assert any("shared cache unavailable" in message for message in messages), messages
    assert any("throttle" in message and "allowed" in message for message in messages), messages


@pytest.mark.parametrize("fault", ["redis_down", "redis_frozen"])
def test_without_redis_a_new_scenario_is_refused_with_503_json(fault, request, api_client):
    request.getfixturevalue(fault)
    refused = post(api_client, SCENARIOS, board(), REMOTE_ADDR="203.0.113.7")
    assert refused.status_code == 503
    assert int(refused["Retry-After"]) > 0
    error = refused.json()["error"]
    assert "budget cannot be checked" in error["message"]
    assert "budget du jour" in error["message_fr"]
    assert not SavedScenario.objects.exists()


def test_saves_work_again_once_redis_answers(redis_down, api_client, settings):
    assert post(api_client, SCENARIOS, board()).status_code == 503
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    shared_cache.reset()  # the second of waiting after a failure
    assert post(api_client, SCENARIOS, board()).status_code == 201


def test_a_save_asks_the_cache_itself_after_another_request_saw_it_fail(client, monkeypatch):
    # One slow answer (a busy machine) keeps reads and throttles off Redis for a second; a
    # save, refused without its budget, still asks it.
    monkeypatch.setattr(shared_cache, "_broken_until", float("inf"))
    with pytest.raises(shared_cache.CacheUnavailable):
        shared_cache.call(cache.get, "anything")
    assert post(client, SCENARIOS, board(), REMOTE_ADDR="198.51.100.6").status_code == 201
    count_key, _ = scenarios._budget_keys("198.51.100.6")
    assert cache.get(count_key) == 1


def test_the_admin_login_fails_closed_without_redis(redis_down, api_client):
    # Its failure counter cannot be read: no guessing passwords while Redis is away.
    response = api_client.post("/admin/login/", {"username": "x", "password": "y"})
    assert response.status_code == 503
    assert "Retry-After" in response


# ---------- PostgreSQL unavailable ----------


@pytest.fixture
def database_down(monkeypatch):
    def refuse(self, *args, **kwargs):
        raise OperationalError("connection refused: is the server running?")

    monkeypatch.setattr(BaseDatabaseWrapper, "cursor", refuse)
    monkeypatch.setattr(BaseDatabaseWrapper, "chunked_cursor", refuse)


def test_without_the_database_the_api_answers_503_json(database_down, api_client):
    cache.clear()  # no rendered answer kept from another test
    for path in ("/api/v1/cards/?page_size=3", "/api/v1/simulator/scenarios/0123456789abcdef0123/"):
        response = api_client.get(path)
        assert response.status_code == 503, (path, response.content[:200])
        assert response["Content-Type"].startswith("application/json")
        assert int(response["Retry-After"]) > 0
        error = response.json()["error"]
        assert error["status"] == 503
        assert "unavailable" in error["message"] and "indisponible" in error["message_fr"]
    saved = post(api_client, SCENARIOS, board())
    assert saved.status_code == 503 and saved.json()["error"]["status"] == 503


@pytest.mark.parametrize(
    ("path", "title"),
    [("/en/", "Unavailable for a moment"), ("/fr/rules/", "Indisponible pour un moment")],
)
def test_without_the_database_a_page_is_a_plain_503_page(database_down, api_client, path, title):
    response = api_client.get(path)
    assert response.status_code == 503
    assert response["Content-Type"].startswith("text/html")
    assert int(response["Retry-After"]) > 0
    page = response.content.decode()
    assert title in page
    assert "Traceback" not in page


def test_without_the_database_a_typed_board_still_scores(database_down, api_client):
    scored = post(api_client, SCORE, board())
    assert scored.status_code == 200, scored.content
    assert scored.json()["vp"] == {"ann": 3, "bob": 0}


def test_any_other_error_is_still_a_500(api_client, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr("simulator.api.views.simulate_board", broken)
    assert post(api_client, SCORE, board()).status_code == 500


# ---------- the byte budget counts what is stored ----------


def test_the_byte_budget_counts_the_board_and_its_stored_outcome(client, settings):
    settings.SCENARIO_DAILY_BYTES = 10**9
    assert post(client, SCENARIOS, board(3), REMOTE_ADDR="198.51.100.4").status_code == 201
    saved = SavedScenario.objects.get()
    state = ScenarioState.objects.get(scenario=saved)
    stored = len(saved.board_json) + len(state.result_json)
    assert len(state.result_json) > 0
    _, bytes_key = scenarios._budget_keys("198.51.100.4")
    assert cache.get(bytes_key) == stored


def test_a_save_the_database_refuses_is_not_charged(client, settings, monkeypatch):
    def refuse(*args, **kwargs):
        raise OperationalError("the server closed the connection")

    monkeypatch.setattr(SavedScenario, "save", refuse)
    with pytest.raises(OperationalError):
        post(client, SCENARIOS, board(), REMOTE_ADDR="198.51.100.5")
    count_key, bytes_key = scenarios._budget_keys("198.51.100.5")
    assert cache.get(count_key) == 0 and cache.get(bytes_key) == 0
