"""Issue 17, scenarios: a daily budget per client, the retention rule and its command, and the
stored outcome (computed once per engine and catalog version, not per view)."""

import datetime
import json

import pytest
from django.core.management import call_command
from django.db import models
from django.utils import timezone

from simulator import scenarios
from simulator.models import SavedScenario, ScenarioState
from simulator.scenarios import open_scenario, prune_scenarios, save_scenario

pytestmark = pytest.mark.django_db
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


def save(client, data, **extra):
    return client.post(SCENARIOS, data=json.dumps(data), content_type="application/json", **extra)


# ---------- daily budget ----------


@pytest.fixture
def noon(monkeypatch):
    """The budget counts per UTC day: its tests run at a fixed noon, never across midnight."""
    fixed = datetime.datetime(2026, 3, 14, 12, 0, tzinfo=datetime.UTC)
    monkeypatch.setattr(timezone, "now", lambda: fixed)
    return fixed


def test_new_scenarios_beyond_the_daily_count_get_429(client, settings, noon):
    settings.SCENARIO_DAILY_COUNT = 2
    assert save(client, board(3)).status_code == 201
    assert save(client, board(4)).status_code == 201
    refused = save(client, board(5), HTTP_X_FORWARDED_FOR="10.9.9.9")  # ignored: no proxy
    assert refused.status_code == 429
    error = refused.json()["error"]
    assert "at most 2 new saved scenarios" in error["message"]
    assert "au plus 2 nouveaux scénarios" in error["message_fr"]
    assert int(refused["Retry-After"]) == 12 * 3600  # next midnight UTC
    assert not SavedScenario.objects.filter(key=scenarios.scenario_digest(board(5))[:20]).exists()
    # A position already saved costs nothing: sharing it again still works.
    assert save(client, board(3)).status_code == 200


@pytest.mark.parametrize(
    ("what", "limit", "english", "french"),
    [
        ("count", 200, "at most 200 new saved scenarios per", "au plus 200 nouveaux scénarios par"),
        ("count", 1, "at most 1 new saved scenario per", "au plus 1 nouveau scénario par"),
        (
            "bytes",
            4194304,
            "at most 4194304 bytes of new saved scenarios per",
            "au plus 4194304 octets de nouveaux scénarios par",
        ),
    ],
)
def test_the_budget_error_says_the_budget_in_a_sentence(what, limit, english, french):
    """It said "at most 200 scenarios of new saved scenarios" (and "1 scenarios")."""
    error = scenarios.ScenarioBudgetError(what, limit, 60)
    assert english in str(error)
    assert french in error.message_fr


def test_the_budget_is_per_client_behind_the_trusted_proxy(client, settings, noon):
    settings.SCENARIO_DAILY_COUNT = 1
    settings.TRUSTED_PROXIES = ["127.0.0.1"]
    proxy = {"REMOTE_ADDR": "127.0.0.1"}
    assert save(client, board(3), HTTP_X_FORWARDED_FOR="198.51.100.1", **proxy).status_code == 201
    assert save(client, board(4), HTTP_X_FORWARDED_FOR="198.51.100.1", **proxy).status_code == 429
    assert save(client, board(4), HTTP_X_FORWARDED_FOR="198.51.100.2", **proxy).status_code == 201


def test_the_budget_counts_an_ipv6_client_by_its_64_network(client, settings, noon):
    settings.SCENARIO_DAILY_COUNT = 1
    assert save(client, board(3), REMOTE_ADDR="2001:db8:5:6::1").status_code == 201
    assert save(client, board(4), REMOTE_ADDR="2001:db8:5:6:ffff::2").status_code == 429
    assert save(client, board(4), REMOTE_ADDR="2001:db8:5:7::1").status_code == 201


def test_new_scenarios_beyond_the_daily_bytes_get_429(client, settings, noon):
    # What is stored: the board and its outcome (the same size for both boards).
    outcome = scenarios._stored(scenarios.simulate_board(board(3)), None)
    size = len(scenarios.canonical_json(board(3))) + len(outcome)
    settings.SCENARIO_DAILY_BYTES = size + size // 2
    assert save(client, board(3)).status_code == 201
    refused = save(client, board(4))
    assert refused.status_code == 429
    assert "bytes" in refused.json()["error"]["message"]


# ---------- stored outcome ----------


@pytest.fixture
def simulations(monkeypatch):
    """Counts the simulations the scenario service runs."""
    calls = []
    real = scenarios.simulate_board

    def counting(data):
        calls.append(1)
        return real(data)

    monkeypatch.setattr(scenarios, "simulate_board", counting)
    return calls


def test_the_scenario_page_serves_the_stored_outcome(client, simulations):
    key = save(client, board()).json()["id"]
    assert len(simulations) == 1  # validating the board computed (and stored) its outcome
    for _ in range(3):
        page = client.get(f"/en/simulator/s/{key}/")
        assert page.status_code == 200
        detail = client.get(f"{SCENARIOS}{key}/").json()
        assert detail["result"]["vp"] == {"ann": 3, "bob": 0}
    assert len(simulations) == 1


def test_a_new_engine_or_catalog_version_recomputes_once(client, simulations, monkeypatch):
    key = save(client, board()).json()["id"]
    monkeypatch.setattr(scenarios, "result_version", lambda: "engine-next:catalog-next")
    for _ in range(3):
        assert client.get(f"{SCENARIOS}{key}/").json()["result"]["vp"] == {"ann": 3, "bob": 0}
    assert len(simulations) == 2
    assert ScenarioState.objects.get(pk=key).result_version == "engine-next:catalog-next"


def test_a_scenario_saved_before_stored_outcomes_is_computed_at_its_first_opening(simulations):
    scenario = save_scenario(board()).scenario
    models.QuerySet.delete(ScenarioState.objects.all())  # as rows saved before this change
    assert open_scenario(scenario).computed is True
    assert open_scenario(scenario).computed is False
    assert len(simulations) == 2


# ---------- retention ----------


def age(key: str, days: int) -> None:
    """Make a scenario look saved and last opened `days` days ago."""
    past = timezone.now() - datetime.timedelta(days=days)
    models.QuerySet.update(SavedScenario.objects.filter(key=key), created_at=past)
    ScenarioState.objects.filter(pk=key).update(last_opened=past.date())


def test_prune_removes_scenarios_not_opened_within_the_period_and_keeps_the_others(settings):
    settings.SCENARIO_RETENTION_DAYS = 365
    old = save_scenario(board(3)).scenario.key
    recent = save_scenario(board(4)).scenario.key
    never_opened = save_scenario(board(5)).scenario.key
    age(old, 400)
    age(recent, 300)
    age(never_opened, 400)
    ScenarioState.objects.filter(pk=never_opened).delete()  # saved before states existed
    assert prune_scenarios(dry_run=True) == 2
    assert SavedScenario.objects.count() == 3
    assert prune_scenarios() == 2
    assert list(SavedScenario.objects.values_list("key", flat=True)) == [recent]


def test_opening_a_shared_link_keeps_it(client, settings):
    settings.SCENARIO_RETENTION_DAYS = 365
    key = save_scenario(board()).scenario.key
    age(key, 400)
    assert client.get(f"/en/simulator/s/{key}/").status_code == 200  # someone opens the link
    assert prune_scenarios() == 0
    assert client.get(f"/en/simulator/s/{key}/").status_code == 200


def test_saving_again_keeps_it(settings):
    settings.SCENARIO_RETENTION_DAYS = 365
    key = save_scenario(board()).scenario.key
    age(key, 400)
    save_scenario(board())
    assert prune_scenarios() == 0


def test_the_prune_command_reports_what_it_removed(settings, capsys):
    settings.SCENARIO_RETENTION_DAYS = 30
    key = save_scenario(board()).scenario.key
    age(key, 31)
    call_command("prune_scenarios", "--dry-run")
    assert "would remove 1 scenario(s) not opened for 30 days" in capsys.readouterr().out
    call_command("prune_scenarios", "--days", "60")
    assert "removed 0 scenario" in capsys.readouterr().out
    call_command("prune_scenarios")
    assert "removed 1 scenario" in capsys.readouterr().out
    assert not SavedScenario.objects.filter(key=key).exists()
