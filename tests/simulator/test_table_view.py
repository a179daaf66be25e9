"""The simulator page's table view, server side (issue 16): the palette API, the engine's live
totals, the start position from the setup helper's link, and the names of catalog cards."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest

from simulator import selectors
from simulator.engine import simulate
from simulator.services import simulate_board

pytestmark = pytest.mark.django_db

PALETTE = "/api/v1/simulator/palette/"


def cards_of(answer, faction):
    return {c["key"]: c for f in answer["factions"] if f["slug"] == faction for c in f["cards"]}


def test_the_palette_gives_each_factions_cards_with_power_special_and_summary(client):
    response = client.get(PALETTE, {"factions": "ninjas,pirates,no-such-faction"})
    assert response.status_code == 200
    answer = response.json()
    assert [f["slug"] for f in answer["factions"]] == ["ninjas", "pirates"]
    assert answer["unknown"] == ["no-such-faction"]
    ninjas = cards_of(answer, "ninjas")
    master = ninjas["ninjas/ninja-master"]
    assert (master["type"], master["power"], master["printing"]) == ("minion", 5, "original")
    assert master["special"] is None
    assert master["simulator"]["summary"] and master["simulator"]["summary_fr"]
    # Specials, from the card's keywords: Shinobi before scoring, First Mate after.
    assert ninjas["ninjas/shinobi"]["special"] == "before_scoring"
    assert cards_of(answer, "pirates")["pirates/first-mate"]["special"] == "after_scoring"
    assert ninjas["ninjas/assassination"]["simulator"]["status"] == "modelled"
    # Minions first, by printed power; one entry per card.
    kinds = [c["type"] for c in answer["factions"][0]["cards"]]
    assert kinds == sorted(kinds, key=lambda k: {"minion": 0, "titan": 1, "action": 2}[k])
    minions = [c["power"] for c in answer["factions"][0]["cards"] if c["type"] == "minion"]
    assert minions == sorted(minions, reverse=True)
    keys = [c["key"] for c in answer["factions"][0]["cards"]]
    assert len(keys) == len(set(keys))


def test_the_palette_reads_the_printing_asked(client):
    pod = client.get(PALETTE, {"factions": "ninjas", "printing": "pod"}).json()
    printings = {c["printing"] for c in pod["factions"][0]["cards"]}
    assert "pod" in printings


@pytest.mark.parametrize(
    ("query", "field", "fragment"),
    [
        ({}, "factions", "Give 1 to 8 faction slugs"),
        ({"factions": ",".join(["ninjas"] * 9)}, "factions", "(got 9)"),
        ({"factions": "ninjas", "printing": "reprint"}, "printing", "Unknown printing"),
    ],
)
def test_the_palette_refuses_bad_queries_in_both_languages(client, query, field, fragment):
    response = client.get(PALETTE, query)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["field"] == field
    assert fragment in error["message"]
    assert error["message_fr"]


def test_the_palette_refuses_a_repeated_parameter(client):
    response = client.get(PALETTE + "?factions=ninjas&factions=pirates")
    assert response.status_code == 400
    assert response.json()["error"]["field"] == "factions"


def test_the_palette_is_in_the_openapi_schema(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").content.decode()
    assert "simulator_palette" in schema
    assert "/api/v1/simulator/palette/" in schema


def test_the_result_gives_each_bases_totals_at_the_start_of_scoring():
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "x",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "breakpoint_modifier": -2,
                "cards": [
                    {"type": "minion", "id": "m1", "owner": "ann", "power": 5},
                    {"type": "minion", "id": "m2", "owner": "bob", "power": 3, "counters": 1},
                ],
            },
            {"id": "y", "breakpoint": 20, "vp": [3, 2, 1], "cards": []},
        ],
    }
    totals = simulate(board)["totals"]
    assert totals["x"] == {
        "power": 9,
        "breakpoint": 8,
        "players": {"ann": 5, "bob": 4},
        "reaches": True,
        "card_powers": {"m1": 5, "m2": 4},
    }
    assert totals["y"]["power"] == 0
    assert totals["y"]["reaches"] is False


def test_totals_count_the_catalog_cards_printed_power():
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "base": "jungle-oasis",
                "cards": [
                    {"type": "minion", "id": "c1", "owner": "ann", "card": "ninjas/ninja-master"},
                    {"type": "minion", "id": "c2", "owner": "bob", "card": "robots/nukebot"},
                ],
            }
        ],
    }
    totals = simulate_board(board)["totals"]["b1"]
    assert totals["players"] == {"ann": 5, "bob": 5}
    assert totals["breakpoint"] == 12


def test_totals_give_each_cards_power_on_a_base_that_does_not_score():
    # Microbot Alpha (printed 1) gains +1 for each of Bob's other Microbots, and all his
    # minions are Microbots: Microbot Guard and Nukebot, 1 + 2 = 3; the base (breakpoint 21)
    # does not score, and the chips read these powers (issue 26).
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "base": "tortuga",
                "cards": [
                    {"type": "minion", "id": "c1", "owner": "bob", "card": "robots/microbot-alpha"},
                    {"type": "minion", "id": "c2", "owner": "bob", "card": "robots/microbot-guard"},
                    {"type": "minion", "id": "c3", "owner": "ann", "card": "ninjas/ninja-master"},
                ],
            },
            {
                "id": "b2",
                "base": "jungle-oasis",
                "cards": [
                    {"type": "minion", "id": "c4", "owner": "bob", "card": "robots/nukebot"},
                ],
            },
        ],
    }
    result = simulate_board(board)
    assert result["order"] == []
    totals = result["totals"]["b1"]
    assert totals["card_powers"] == {"c1": 3, "c2": 1, "c3": 5}
    assert totals["players"] == {"ann": 5, "bob": 4}
    assert result["totals"]["b2"]["card_powers"] == {"c4": 5}


def config_of(html: str) -> dict:
    raw = re.search(r'<script id="sim-config" type="application/json">(.*?)</script>', html, re.S)
    return json.loads(unescape(raw.group(1)))


@pytest.mark.parametrize(("lang", "player"), [("en", "Player 1"), ("fr", "Joueur 1")])
def test_the_setup_link_starts_the_page_with_players_factions_and_bases(client, lang, player):
    response = client.get(
        f"/{lang}/simulator/",
        {
            "factions": "ninjas,pirates,robots,zombies,aliens,no-such-faction",
            "bases": "tortuga,jungle-oasis:original,no-such-base",
        },
    )
    assert response.status_code == 200
    config = config_of(response.content.decode())
    start = config["start"]
    assert start["board"]["players"][0] == player
    assert len(start["board"]["players"]) == 3
    assert [b["base"] for b in start["board"]["bases"]] == ["tortuga", "jungle-oasis"]
    factions = list(start["factions"].values())
    assert factions == [["ninjas", "pirates"], ["robots", "zombies"], ["aliens"]]
    assert config["positions"][0]["factions"] == start["factions"]
    assert config["api"]["palette"] == PALETTE
    assert any(f["slug"] == "ninjas" for f in config["factions"])


def test_without_factions_the_page_starts_from_nothing(client):
    config = config_of(client.get("/en/simulator/", {"bases": "tortuga"}).content.decode())
    assert config["start"] is None
    assert config["positions"] == []


def test_board_names_know_catalog_card_keys():
    names = selectors.board_names(
        {"bases": [{"cards": [{"card": "ninjas/ninja-master"}, {"card": "nukebot"}]}]}
    )
    assert names["cards"]["ninjas/ninja-master"]["name_en"] == "Ninja Master"
    assert names["cards"]["nukebot"]["name_en"] == "Nukebot"


def test_board_names_name_the_cards_in_the_players_hands():
    # Issue 27: a loaded board's hand cards are named like those on its bases; a hand that is
    # not a list, or a card that is not an object, is skipped (the engine names the problem).
    names = selectors.board_names(
        {
            "bases": [],
            "hands": {
                "Ann": [{"id": "h1", "card": "ninjas/ninja-master"}, "x"],
                "Bob": {"card": "dinosaurs/king-rex"},
            },
        }
    )
    assert list(names["cards"]) == ["ninjas/ninja-master"]
    assert names["cards"]["ninjas/ninja-master"]["type"] == "minion"


def test_board_names_know_the_cards_of_hands_and_play_events():
    names = selectors.board_names(
        {
            "bases": [],
            "hands": {"ann": [{"id": "h1", "card": "ninjas/ninja-master"}]},
            "events": [{"action": "play", "card": {"card": "dinosaurs/king-rex"}}],
        }
    )
    assert names["cards"]["ninjas/ninja-master"]["name_en"] == "Ninja Master"
    assert names["cards"]["dinosaurs/king-rex"]["name_en"] == "King Rex"


def test_the_setup_page_links_to_the_simulator_with_its_table(client):
    html = client.get(
        "/en/setup/",
        {"factions": "ninjas,pirates,robots,zombies,aliens,wizards", "players": "3", "seed": "7"},
    ).content.decode()
    link = re.search(r'href="([^"]+)" id="open-simulator"', html)
    assert link, "the setup page has no 'Open in the simulator' link"
    url = unescape(link.group(1))
    assert url.startswith("/en/simulator/?")
    assert "factions=ninjas%2Cpirates%2Crobots%2Czombies%2Caliens%2Cwizards" in url
    assert "the-great-library%3Aoriginal" in url
    page = client.get(url)
    assert [b["base"] for b in config_of(page.content.decode())["start"]["board"]["bases"]] == [
        "the-great-library",
        "tortuga",
        "the-central-brain",
        "the-grey-opal",
    ]


def test_the_names_api_names_a_boards_catalog_bases_and_cards(client):
    board = {
        "bases": [
            {
                "base": "jungle-oasis",
                "cards": [{"card": "teddy-bears/lovey-bear"}, {"card": "no-such/card"}],
            }
        ]
    }
    response = client.post(
        "/api/v1/simulator/names/", json.dumps(board), content_type="application/json"
    )
    assert response.status_code == 200
    names = response.json()
    assert names["bases"]["jungle-oasis|"]["name_fr"] == "Oasis Luxuriante"
    assert names["cards"] == {"teddy-bears/lovey-bear": names["cards"]["teddy-bears/lovey-bear"]}
    assert names["cards"]["teddy-bears/lovey-bear"]["name_fr"] == "Ourson Doudou"


def test_the_names_api_takes_json_only(client):
    response = client.post("/api/v1/simulator/names/", "x", content_type="text/plain")
    assert response.status_code == 415


def test_the_names_api_answers_400_to_a_body_that_is_not_an_object(client):
    response = client.post(
        "/api/v1/simulator/names/", data="[1, 2]", content_type="application/json"
    )
    assert response.status_code == 400
    error = response.json()["error"]
    assert "JSON object" in error["message"] and "objet JSON" in error["message_fr"]
    answer = client.post(
        "/api/v1/simulator/names/", data='{"bases": []}', content_type="application/json"
    )
    assert answer.status_code == 200 and answer.json() == {"bases": {}, "cards": {}}


def test_the_cards_powers_of_the_totals_are_not_charged_to_the_runs_work(monkeypatch):
    # Read for the page's chips, not by the rules: a run's work (work.py, the budget that
    # refuses a costly board and bounds the advisor's search) is what it was without them.
    from simulator.engine.parse import validate
    from simulator.engine.result import ResultDocument
    from simulator.engine.turn import Turn
    from simulator.services import _RequestLookup, request_card_lookup

    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "base": "tortuga",
                "cards": [
                    {"type": "minion", "id": "c1", "owner": "bob", "card": "robots/microbot-alpha"},
                    {"type": "minion", "id": "c2", "owner": "bob", "card": "robots/microbot-fixer"},
                    {"type": "minion", "id": "c3", "owner": "ann", "card": "pirates/pirate-king"},
                ],
            }
        ],
    }

    def run() -> Turn:
        turn = Turn(
            validate(board, _RequestLookup(), request_card_lookup()),
            priority=None,
            logging=True,
            strict=True,
        )
        turn.run()
        return turn

    with_powers = run()
    # Alpha 1 + 1 (Fixer, another Microbot) + 1 (Fixer gives each Microbot +1) = 3; Fixer 1 + 1
    # (its own +1, it is a Microbot) = 2.
    assert with_powers.totals_at_start["b1"]["card_powers"] == {"c1": 3, "c2": 2, "c3": 5}
    monkeypatch.setattr(ResultDocument, "start_card_powers", lambda self, base: {})
    assert run().work == with_powers.work > 0
