"""What the tests of the simulator's API share: a board posted to an endpoint, its answer
(a 200 asserted, the response shown when it is not)."""

from __future__ import annotations

import json

SCORE = "/api/v1/simulator/score/"
ADVISE = "/api/v1/simulator/advise/"


def answer(client, data: dict, url: str = SCORE) -> dict:
    """The JSON answer of `url` to `data` (200)."""
    response = client.post(url, json.dumps(data), content_type="application/json")
    assert response.status_code == 200, response.content
    return response.json()
