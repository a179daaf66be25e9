"""The setup page on the real catalog: form, permalink, redraw/reroll links, draft, errors, FR."""

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest

from tablesetup import logic

PAGE = "/en/setup/"
EXAMPLE = "halflings,kung-fu-fighters,rock-stars,mega-troopers,grannies,orcs"

pytestmark = pytest.mark.django_db


def query_of(url: str) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(url).query).items()}


def draw_slugs(html: str) -> list[str]:
    section = html.split('id="draw"', 1)[1].split("</section>", 1)[0]
    return re.findall(r'class="card-box draw-base" data-slug="([^"]+)"', section)


def deck_slugs(html: str) -> list[str]:
    section = html.split('id="deck"', 1)[1].split("</section>", 1)[0]
    return re.findall(r'<tr data-slug="([^"]+)"', section)


def test_empty_page_shows_the_form(client):
    response = client.get(PAGE)
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="setup-form"' in html
    assert 'name="slot8"' in html
    assert 'value="kung-fu-fighters"' in html
    assert 'name="owned" value="core-set"' in html
    assert "tablesetup/setup.js" in html


def test_french_page(client):
    html = client.get("/fr/setup/").content.decode()
    assert "Mettre en place une partie" in html
    assert "Maîtres Kung-Fu" in html  # French faction names in the selects
    assert "Aléatoire" in html


def test_form_redirects_to_the_canonical_permalink_with_a_seed(client):
    params = {"go": "1", "players": "3", "mode": "pick", "printing": "original", "seed": ""}
    for slot, faction in enumerate(EXAMPLE.split(","), start=1):
        params[f"slot{slot}"] = faction
    params["slot7"] = "ninjas"  # beyond three players: ignored
    response = client.get(PAGE, params)
    assert response.status_code == 302
    query = query_of(response["Location"])
    assert query["factions"] == EXAMPLE
    assert query["players"] == "3"
    assert 0 <= int(query["seed"]) <= logic.MAX_SEED
    assert "go" not in query and "owned" not in query


def test_form_keeps_a_typed_seed_and_the_owned_boxes(client):
    response = client.get(
        PAGE,
        {
            "go": "1",
            "players": "2",
            "seed": "42",
            "owned": ["core-set", "monster-smash"],
            "two_copies": ["core-set"],
        },
    )
    query = query_of(response["Location"])
    assert query["seed"] == "42"
    assert query["factions"] == "random,random,random,random"
    assert query["owned"] == "core-set,monster-smash"
    assert query["two_copies"] == "core-set"


def test_permalink_page_shows_the_same_table_as_the_api(client):
    params = {"factions": EXAMPLE, "players": "3", "seed": "2024"}
    html = client.get(PAGE, params).content.decode()
    api = client.get("/api/v1/setup/", params).json()
    assert draw_slugs(html) == [base["slug"] for base in api["draw"]]
    assert deck_slugs(html) == [base["slug"] for base in api["bases"]]
    assert len(deck_slugs(html)) == 40
    assert "Base deck: 40 bases from 4 boxes" in html
    assert 'id="permalink"' in html
    permalink = unescape(re.search(r'id="permalink" type="text" readonly value="([^"]+)"', html)[1])
    assert query_of(permalink) == {**params, "printing": "original"}


def test_page_without_a_seed_redirects_to_one(client):
    response = client.get(PAGE, {"factions": EXAMPLE, "players": "3"})
    assert response.status_code == 302
    assert "seed" in query_of(response["Location"])


def test_redraw_link_replaces_one_base(client):
    params = {"factions": EXAMPLE, "players": "3", "seed": "11"}
    html = client.get(PAGE, params).content.decode()
    before = draw_slugs(html)
    links = [unescape(link) for link in re.findall(r'class="redraw" href="([^"]+)"', html)]
    assert len(links) == 4
    assert query_of(links[2])["redraw"] == "3"
    after = draw_slugs(client.get(PAGE + links[2]).content.decode())
    assert [i for i in range(4) if before[i] != after[i]] == [2]


def test_reroll_link_replaces_one_faction(client):
    params = {"factions": EXAMPLE, "players": "3", "seed": "11", "redraw": "1"}
    html = client.get(PAGE, params).content.decode()
    links = [unescape(link) for link in re.findall(r'class="reroll" href="([^"]+)"', html)]
    assert len(links) == 6
    query = query_of(links[4])
    assert query["reroll"] == "5"
    assert "redraw" not in query  # a new deck: the redraws start over
    api = client.get("/api/v1/setup/", query).json()
    assert [i for i in range(6) if api["factions"][i] != EXAMPLE.split(",")[i]] == [4]


def test_special_decks_link_to_the_rules(client):
    html = client.get(PAGE, {"factions": "elder-things,orcs"}).content.decode()
    section = html.split('id="special-decks"', 1)[1].split("</ul>", 1)[0]
    assert 'data-kind="madness"' in section
    assert 'data-kind="monsters-and-treasures"' in section
    assert "Madness deck" in section


def test_special_decks_and_rules_links_point_to_the_rules_reference(client):
    html = client.get(PAGE, {"factions": EXAMPLE, "printing": "pod"}).content.decode()
    section = html.split('id="special-decks"', 1)[1].split("</ul>", 1)[0]
    for kind in ("monsters-and-treasures", "titans", "power-counters"):
        assert f'<li data-kind="{kind}"><a href="/en/rules/sections/{kind}/">' in section
    assert 'href="/en/rules/sections/setup-base-deck/"' in html
    fr = client.get("/fr/setup/", {"factions": "elder-things,ninjas"}).content.decode()
    assert '<a href="/fr/rules/sections/madness/">Pioche Démence</a>' in fr


def test_unknown_stats_are_shown_as_unknown(client):
    html = client.get(PAGE, {"factions": "avengers,hydra"}).content.decode()
    deck = html.split('id="deck"', 1)[1]
    assert deck.count('class="unknown"') >= 32  # 16 bases x breakpoint and VP
    assert 'id="no-draw"' in html


def test_errors_render_the_form_with_the_problem_named(client):
    response = client.get(PAGE, {"factions": "ninjas,pirates,ninjas,robots", "players": "2"})
    assert response.status_code == 400
    html = response.content.decode()
    assert 'id="setup-error"' in html and "two copies" in html
    assert 'id="setup-form"' in html
    response = client.get(PAGE, {"factions": "ninjas,pirates", "players": "5"})
    assert response.status_code == 400
    assert "got 5" in response.content.decode()


def test_french_errors(client):
    response = client.get("/fr/setup/", {"factions": "ninjas,nope", "players": "1"})
    assert response.status_code == 400
    assert "de 2 à 4 joueurs" in response.content.decode()


def test_draft_runs_to_a_permalink(client):
    start = client.get(
        PAGE, {"go": "1", "mode": "draft", "players": "2", "seed": "21", "owned": ["core-set"]}
    )
    url = start["Location"]
    assert query_of(url)["mode"] == "draft"
    order = logic.draft_order(2, logic.first_drafter(21, 2))
    picks = ["ninjas", "pirates", "robots", "aliens"]
    for step, faction in enumerate(picks):
        html = client.get(url).content.decode()
        assert f"Player {order[step] + 1}, pick a faction" in html
        assert f'value="{faction}"' in html
        response = client.get(f"{url}&pick={faction}")
        assert response.status_code == 302
        url = response["Location"]
    final = client.get(url)
    assert final.status_code == 302
    query = query_of(final["Location"])
    assert query["factions"].split(",") == logic.slots_from_draft(picks, order)
    assert query["seed"] == "21" and query["owned"] == "core-set"


def test_draft_refuses_an_illegal_pick(client):
    url = PAGE + "?mode=draft&players=2&seed=21&owned=core-set&picks=ninjas"
    response = client.get(url + "&pick=ninjas")
    assert response.status_code == 400
    assert "may not take" in response.content.decode()


def test_draft_offers_only_legal_factions(client):
    order = logic.draft_order(2, logic.first_drafter(21, 2))
    # The second and third picks belong to the same player: the third may not repeat the second.
    html = client.get(
        PAGE,
        {
            "mode": "draft",
            "players": "2",
            "seed": "21",
            "owned": "core-set",
            "picks": "ninjas,pirates",
        },
    ).content.decode()
    assert order[1] == order[2]
    select = html.split('id="pick"', 1)[1].split("</select>", 1)[0]
    assert 'value="pirates"' not in select and 'value="ninjas"' not in select
    assert select.count("<option") == 6


def test_french_page_marks_english_only_names_like_the_catalog(client):
    url = f"/fr/setup/?factions={EXAMPLE}&players=3&seed=2024"
    html = client.get(url).content.decode()
    en_mark = r'<span lang="en">{}</span> <abbr class="tag" title="[^"]+">EN</abbr>'
    # A base of the deck, a titan (print-on-demand) and a faction option, none with a French
    # source.
    assert re.search(en_mark.format(re.escape("Ancient Temple")), html)
    pod = client.get(url + "&printing=pod").content.decode()
    assert re.search(en_mark.format(re.escape("Great Grandma")), pod)
    assert '<option value="action-heroes" lang="en">' in html
    # Names with a French source are marked French, with no EN tag.
    assert '<span lang="fr">Grands-Mères</span>' in html
    assert 'class="muted legend"' in html
    english = client.get(url.replace("/fr/", "/en/")).content.decode()
    assert ">EN</abbr>" not in english and 'value="action-heroes" lang="en"' not in english


# --- issue 18 ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_deck_tables_name_their_box_by_slug_with_no_markup_in_the_attribute(client, lang):
    html = client.get(f"/{lang}/setup/", {"factions": "ninjas,pirates"}).content.decode()
    assert '<table class="deck" data-box="core-set">' in html
    assert 'data-box="<' not in html and '">\n  <caption>' not in html
    text_between_tags = re.findall(r">([^<]*)<", html.split('id="deck"', 1)[1])
    assert not any('">' in text for text in text_between_tags)


def test_new_draw_keeps_the_rerolled_faction(client):
    params = {"factions": EXAMPLE, "players": "3", "seed": "11", "reroll": "5"}
    html = client.get(PAGE, params).content.decode()
    rerolled = client.get("/api/v1/setup/", params).json()["factions"]
    assert rerolled[4] != EXAMPLE.split(",")[4]
    link = unescape(re.search(r'href="([^"]+)" id="new-draw"', html)[1])
    query = query_of(link)
    assert "seed" not in query and "reroll" not in query and "redraw" not in query
    assert query["factions"].split(",") == rerolled
    for seed in ("1", "2", "3"):
        again = client.get("/api/v1/setup/", {**query, "seed": seed}).json()
        assert again["factions"] == rerolled


def test_new_draw_keeps_random_slots_random(client):
    params = {"factions": "random,pirates,random,robots", "players": "2", "seed": "4"}
    html = client.get(PAGE, params).content.decode()
    link = unescape(re.search(r'href="([^"]+)" id="new-draw"', html)[1])
    assert query_of(link)["factions"] == "random,pirates,random,robots"


@pytest.mark.parametrize(
    ("lang", "message"),
    [("en", "No box is owned"), ("fr", "Aucune boîte possédée")],
)
def test_unticking_every_box_says_no_box_is_owned(client, lang, message):
    form = {"go": "1", "players": "2", "mode": "pick", "boxes_listed": "1", "slot1": "random"}
    response = client.get(f"/{lang}/setup/", form)
    assert response.status_code == 400
    html = response.content.decode()
    assert 'id="setup-error"' in html and message in html
    assert 'name="owned" value="core-set" checked' not in html  # shown as the user left it
    draft = client.get(f"/{lang}/setup/", {**form, "mode": "draft"})
    assert draft.status_code == 400
    ticked = client.get(f"/{lang}/setup/", {**form, "owned": "core-set"})
    assert ticked.status_code == 302


@pytest.mark.parametrize(
    ("lang", "factions", "title"),
    [
        ("en", "ninjas,pirates", "Base deck: 16 bases from 1 box<"),
        ("en", "ninjas,vampires", "Base deck: 24 bases from 2 boxes<"),
        ("fr", "ninjas,pirates", "Pioche Base : 16 Bases de 1 boîte<"),
        ("fr", "ninjas,vampires", "Pioche Base : 24 Bases de 2 boîtes<"),
    ],
)
def test_deck_title_has_plural_forms_for_bases_and_boxes(client, lang, factions, title):
    html = client.get(f"/{lang}/setup/", {"factions": factions}).content.decode()
    assert title in html


def test_original_printing_table_lists_no_print_on_demand_titan(client):
    original = client.get(PAGE, {"factions": EXAMPLE}).content.decode()
    assert 'data-kind="titans"' not in original
    assert "Great Grandma" not in original
    pod = client.get(PAGE, {"factions": EXAMPLE, "printing": "pod"}).content.decode()
    assert 'data-kind="titans"' in pod and "Great Grandma" in pod
