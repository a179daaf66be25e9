"""The simulator page's service worker (issue 16: works offline once loaded): served under the
page's address in each language, never from an old cached copy, and registered by the page."""

import json
import re

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_worker_is_served_under_the_page_with_the_paths_it_keeps(client, lang):
    response = client.get(f"/{lang}/simulator/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Cache-Control"] == "no-cache"
    body = response.content.decode()
    keep = json.loads(re.search(r"const KEEP = (\[.*?\]);", body).group(1))
    assert keep == [
        "/static/",
        "/api/v1/simulator/names/",
        "/api/v1/simulator/palette/",
        "/api/v1/simulator/bases/",
        "/api/v1/simulator/cards/",
    ]
    # Score and Save (POST) are never answered from the worker's copies.
    assert 'request.method !== "GET"' in body


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_gives_its_worker_address(client, lang):
    page = client.get(f"/{lang}/simulator/").content.decode()
    config = re.search(r'<script id="sim-config" type="application/json">(.*?)</script>', page)
    assert json.loads(config.group(1))["service_worker"] == f"/{lang}/simulator/sw.js"


def test_the_worker_refuses_a_post(client):
    assert client.post("/en/simulator/sw.js").status_code == 405
