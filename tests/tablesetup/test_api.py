"""The setup API on the real catalog: seeds, rerolls, redraws, random factions and every 400."""

import pytest
from django.urls import include, path
from drf_spectacular.generators import SchemaGenerator

from catalog.models import FactionBox
from tablesetup import logic

API = "/api/v1/setup/"
EXAMPLE = "halflings,kung-fu-fighters,rock-stars,mega-troopers,grannies,orcs"

pytestmark = pytest.mark.django_db


def get(client, **params):
    return client.get(API, params)


def draw_of(client, **params) -> list[str]:
    response = get(client, **params)
    assert response.status_code == 200, response.json()
    return [base["slug"] for base in response.json()["draw"]]


def test_same_seed_same_answer(client):
    params = {"factions": EXAMPLE, "players": 3, "seed": 99}
    assert get(client, **params).json() == get(client, **params).json()


def test_other_seeds_give_other_draws(client):
    draws = {tuple(draw_of(client, factions=EXAMPLE, players=3, seed=seed)) for seed in range(8)}
    assert len(draws) >= 6


def test_the_draw_is_the_seeded_shuffle_of_the_sorted_deck(client):
    data = get(client, factions=EXAMPLE, players=3, seed=5).json()
    keys = [f"{base['printing']}:{base['slug']}" for base in data["bases"]]
    expected = logic.draw_bases(keys, 4, 5)
    assert [f"{base['printing']}:{base['slug']}" for base in data["draw"]] == expected


def test_a_seed_is_chosen_and_returned_when_absent(client):
    data = get(client, factions=EXAMPLE, players=3).json()
    assert 0 <= data["seed"] <= logic.MAX_SEED
    again = get(client, factions=EXAMPLE, players=3, seed=data["seed"]).json()
    assert again["draw"] == data["draw"]
    assert f"seed={data['seed']}" in data["query"]


def test_redraw_changes_one_base_and_keeps_the_rest(client):
    before = draw_of(client, factions=EXAMPLE, players=3, seed=12)
    after = draw_of(client, factions=EXAMPLE, players=3, seed=12, redraw="2")
    assert [i for i in range(4) if before[i] != after[i]] == [1]
    assert after[1] not in before
    twice = draw_of(client, factions=EXAMPLE, players=3, seed=12, redraw="2,4")
    assert [i for i in range(4) if after[i] != twice[i]] == [3]


def test_reroll_changes_one_faction_and_keeps_the_rest(client):
    data = get(client, factions=EXAMPLE, players=3, seed=3, reroll="3").json()
    factions = data["factions"]
    before = EXAMPLE.split(",")
    assert [i for i in range(6) if factions[i] != before[i]] == [2]
    assert factions[2] not in before
    assert data["query"].endswith("reroll=3")


def test_random_factions_come_from_the_owned_boxes_and_are_seeded(client):
    params = {
        "factions": "random,random,random,random,random,random",
        "players": 3,
        "seed": 77,
        "owned": "core-set,monster-smash",
    }
    data = get(client, **params).json()
    allowed = set(
        FactionBox.objects.filter(box__slug__in=["core-set", "monster-smash"]).values_list(
            "faction__slug", flat=True
        )
    )
    assert set(data["factions"]) <= allowed
    assert len(set(data["factions"])) == 6
    assert get(client, **params).json()["factions"] == data["factions"]
    assert set(data["boxes"]) <= {"core-set", "monster-smash"}


def test_random_and_fixed_slots_mix(client):
    data = get(
        client, factions="ninjas,random,random,pirates", players=2, seed=4, owned="core-set"
    ).json()
    assert data["factions"][0] == "ninjas" and data["factions"][3] == "pirates"
    assert len(set(data["factions"])) == 4


def test_draft_order_is_the_snake_from_a_seeded_first_player(client):
    data = get(client, factions=EXAMPLE, players=3, seed=8).json()
    first = logic.first_drafter(8, 3)
    assert data["draft_order"] == [p + 1 for p in logic.draft_order(3, first)]
    assert data["draft_order"][:3] == data["draft_order"][3:][::-1]


def test_table_lists_players_with_their_factions_and_boxes(client):
    data = get(client, factions=EXAMPLE, players=3, seed=8).json()
    assert [seat["player"] for seat in data["table"]] == [1, 2, 3]
    second = data["table"][1]["factions"]
    assert [(f["slug"], f["box"]) for f in second] == [
        ("rock-stars", "what-were-we-thinking"),
        ("mega-troopers", "big-in-japan"),
    ]
    assert second[0]["url"].endswith("/factions/rock-stars/")


def test_permalink_opens_the_page_with_the_same_query(client):
    data = get(client, factions=EXAMPLE, players=3, seed=8, redraw="1").json()
    assert data["permalink"].startswith("http://testserver/en/setup/?")
    assert data["permalink"].endswith(data["query"])
    assert "redraw=1" in data["query"] and "seed=8" in data["query"]


def test_special_decks_link_to_their_rules_sections(client):
    # Print-on-demand: the catalog's titans are all print-on-demand cards.
    data = get(
        client, factions="elder-things,orcs,mega-troopers,kung-fu-fighters", printing="pod"
    ).json()
    urls = {deck["kind"]: deck["rules_url"] for deck in data["special_decks"]}
    assert set(urls) == {"madness", "monsters-and-treasures", "titans", "power-counters"}
    for kind, url in urls.items():
        assert url == f"http://testserver/en/rules/sections/{kind}/"


# --- 400s ----------------------------------------------------------------------------------


def bad(client, parameter: str, fragment: str, **params) -> dict:
    response = get(client, **params)
    assert response.status_code == 400
    body = response.json()
    assert set(body) == {"error"}
    assert body["error"]["status"] == 400
    assert body["error"]["parameter"] == parameter
    assert fragment in body["error"]["message"], body["error"]["message"]
    return body


def test_five_players(client):
    bad(client, "players", "got 5", factions=EXAMPLE + ",ninjas,pirates,robots,aliens", players=5)


def test_one_player(client):
    bad(client, "players", "got 1", factions="ninjas,pirates", players=1)


@pytest.mark.parametrize("players", ["two", "3.0", "-2", ""])
def test_players_not_a_number(client, players):
    if players == "":
        # Empty means "no players": boxes and bases only.
        assert get(client, factions="ninjas", players="").status_code == 200
        return
    bad(client, "players", players, factions="ninjas,pirates", players=players)


def test_unknown_faction_is_named(client):
    bad(
        client,
        "factions",
        "not-a-faction",
        factions="ninjas,not-a-faction,pirates,robots",
        players=2,
    )


def test_same_faction_twice_for_one_player(client):
    bad(client, "factions", "twice", factions="ninjas,ninjas,pirates,robots", players=2, seed=1)


def test_same_faction_for_two_players_needs_two_copies(client):
    body = bad(client, "factions", "two copies", factions="ninjas,pirates,ninjas,robots", players=2)
    assert "Ninjas" in body["error"]["message"]
    # With two copies of the core set it is fine...
    ok = get(client, factions="ninjas,pirates,ninjas,robots", players=2, two_copies="core-set")
    assert ok.status_code == 200
    # ...but two copies of another box do not help.
    bad(
        client,
        "factions",
        "two copies",
        factions="ninjas,pirates,ninjas,robots",
        players=2,
        two_copies="monster-smash",
    )


def test_two_copies_allow_two_players_not_three(client):
    bad(
        client,
        "factions",
        "held by 3 players",
        factions="ninjas,pirates,ninjas,robots,ninjas,aliens",
        players=3,
        two_copies="core-set",
    )


def test_more_players_than_available_factions(client):
    # The Goblins and Penguins boxes hold one faction each: not enough for two players.
    bad(
        client,
        "owned",
        "offer only 2",
        factions="random,random,random,random",
        players=2,
        seed=1,
        owned="smash-up-goblins,smash-up-penguins",
    )


def test_exactly_enough_factions_is_fine(client):
    data = get(
        client, factions=",".join(["random"] * 8), players=4, seed=3, owned="core-set"
    ).json()
    assert sorted(data["factions"]) == sorted(
        FactionBox.objects.filter(box__slug="core-set").values_list("faction__slug", flat=True)
    )


@pytest.mark.parametrize("seed", ["abc", "-1", "4294967296", "1e3", "12 34"])
def test_bad_seed(client, seed):
    bad(client, "seed", "seed", factions="ninjas,pirates,robots,aliens", players=2, seed=seed)


def test_a_repeated_parameter_is_refused_not_cut_to_its_last_value(client):
    bad(client, "owned", "given 2 times", factions="ninjas", owned=["core-set", "pirates"])
    bad(client, "factions", "given 2 times", factions=["ninjas", "pirates"])


def test_the_repeated_parameter_error_speaks_french(client):
    response = client.get(
        API, {"factions": "ninjas", "seed": ["1", "2"]}, HTTP_ACCEPT_LANGUAGE="fr"
    )
    assert response.status_code == 400
    assert response.json()["error"]["message"] == "seed : donné 2 fois ; donnez-le une seule fois."


def test_wrong_number_of_factions(client):
    bad(client, "factions", "need 6 factions", factions="ninjas,pirates,robots,aliens", players=3)


def test_missing_factions(client):
    bad(client, "factions", "required", players=2)


def test_bad_printing(client):
    bad(client, "printing", "foil", factions="ninjas", printing="foil")


def test_unknown_owned_box(client):
    bad(client, "owned", "atlantis", factions="ninjas", owned="core-set,atlantis")


def test_faction_box_that_does_not_hold_the_faction(client):
    bad(
        client,
        "faction_boxes",
        "not in the box",
        factions="ninjas",
        faction_boxes="ninjas:monster-smash",
    )
    bad(client, "faction_boxes", "faction:box", factions="ninjas", faction_boxes="ninjas")


def test_reroll_and_redraw_out_of_range(client):
    bad(
        client,
        "reroll",
        "from 1 to 4",
        factions="ninjas,pirates,robots,aliens",
        players=2,
        reroll="5",
    )
    bad(
        client,
        "redraw",
        "from 1 to 3",
        factions="ninjas,pirates,robots,aliens",
        players=2,
        redraw="0",
    )
    bad(client, "redraw", "needs the number of players", factions="ninjas", redraw="1")


def test_random_without_players(client):
    bad(client, "players", "players", factions="ninjas,random")


def test_too_many_factions_without_players(client):
    bad(client, "factions", "At most 8", factions=EXAMPLE + ",ninjas,pirates,robots")


# --- schema --------------------------------------------------------------------------------


def test_openapi_documents_parameters_and_errors():
    generator = SchemaGenerator(patterns=[path("api/v1/setup/", include("tablesetup.api_urls"))])
    schema = generator.get_schema(request=None, public=True)
    operation = schema["paths"]["/api/v1/setup/"]["get"]
    names = {parameter["name"] for parameter in operation["parameters"]}
    assert names >= {
        "factions",
        "players",
        "seed",
        "printing",
        "owned",
        "two_copies",
        "reroll",
        "redraw",
    }
    assert {"200", "400"} <= set(operation["responses"])
    components = schema["components"]["schemas"]
    assert {"boxes", "bases", "draw", "special_decks", "seed"} <= set(
        components["Setup"]["properties"]
    )


def test_unknown_parameters_are_named_in_the_warnings(client):
    params = {"factions": "random,random,random,random", "players": 2, "seed": 1}
    response = get(client, **params, foo="bar", zz="1")
    assert response.status_code == 200
    unknown = [w for w in response.json()["warnings"] if w["code"] == "unknown-parameter"]
    assert [w["message"] for w in unknown] == [
        'Unknown parameter "foo" ignored.',
        'Unknown parameter "zz" ignored.',
    ]
    known = get(client, **params, printing="original", format="json").json()["warnings"]
    assert not [w for w in known if w["code"] == "unknown-parameter"]


def codes(client, **params) -> list[str]:
    response = get(client, **params)
    assert response.status_code == 200, response.json()
    return [warning["code"] for warning in response.json()["warnings"]]


def test_owned_without_random_faction_or_box_choice_warns_it_has_no_effect(client):
    core = "aliens,dinosaurs,ninjas,pirates"
    assert "owned-unused" in codes(client, factions=core, players=2, owned="monster-smash")
    assert "owned-unused" not in codes(client, factions=core, players=2)
    assert "owned-unused" not in codes(
        client, factions="random,dinosaurs,ninjas,pirates", players=2, owned="core-set"
    )
    # owned picks the box of a faction released in several boxes: it has an effect.
    assert "owned-unused" not in codes(
        client, factions="geeks,aliens,ninjas,pirates", players=2, owned="the-bigger-geekier-box"
    )


def test_the_browsable_api_answers_like_the_other_apis(client):
    """`?format=api` was a 404 "Not found." here, where the catalog, rules and search APIs answer
    DRF's browsable page (issue 17 asked it of the search view)."""
    page = client.get(API, {"factions": EXAMPLE, "players": 3, "seed": 5, "format": "api"})
    assert page.status_code == 200
    assert page["Content-Type"].startswith("text/html")
    assert "rock-stars" in page.content.decode()
    refused = client.get(API, {"factions": "nope", "format": "api"})
    assert refused.status_code == 400 and refused["Content-Type"].startswith("text/html")
    assert get(client, factions=EXAMPLE)["Content-Type"] == "application/json"
