"""The catalog API on the real catalog: resources, links, printings, filters, pagination,
ordering, search, random, query counts. Errors, caching and throttling: test_api_errors.py;
bulk export: test_api_bulk.py; schema: test_api_schema.py."""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlsplit

import pytest

from catalog.api import caching
from catalog.models import Base, Box, Card, CatalogImport, Clarification, Erratum, Faction, Keyword

pytestmark = pytest.mark.django_db

API = "/api/v1/"
LIST_KEYS = {"count", "next", "previous", "results", "warnings"}


def get(client, path: str, expected: int = 200, **params) -> dict:
    response = client.get(path if path.startswith("http") else _path(path), params)
    assert response.status_code == expected, (path, params, response.content[:500])
    return response.json()


def _path(path: str) -> str:
    return path if path.startswith("/") else API + path


def relative(url: str) -> str:
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")


def all_results(client, path: str, **params) -> list[dict]:
    """Every result of a list, following `next` (200 per page)."""
    page = get(client, path, page_size=200, **params)
    results = list(page["results"])
    while page["next"]:
        page = get(client, relative(page["next"]))
        results.extend(page["results"])
    assert len(results) == page["count"]
    return results


def card_key(data: dict) -> tuple[str, str, str]:
    return (data["faction"]["slug"], data["slug"], data["printing"])


def card_keys(cards) -> set[tuple[str, str, str]]:
    return {(c.faction.slug, c.slug, c.printing) for c in cards}


def base_key(data: dict) -> tuple[str, str]:
    return (data["slug"], data["printing"])


def base_keys(bases) -> set[tuple[str, str]]:
    return {(b.slug, b.printing) for b in bases}


@pytest.fixture(scope="module")
def cards(django_db_setup, django_db_blocker) -> list[Card]:
    with django_db_blocker.unblock():
        return list(
            Card.objects.select_related("faction", "counterpart").prefetch_related(
                "keywords",
                "errata",
                "clarifications",
                "named_in_clarifications",
                "counterpart__errata",
                "faction__boxes",
            )
        )


@pytest.fixture(scope="module")
def bases(django_db_setup, django_db_blocker) -> list[Base]:
    with django_db_blocker.unblock():
        return list(
            Base.objects.select_related("box", "faction").prefetch_related(
                "keywords", "errata", "clarifications"
            )
        )


# -- shapes and links ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "boxes/",
        "factions/",
        "keywords/",
        "cards/",
        "bases/",
        "clarifications/",
        "errata/",
        "search/?q=tortuga",
    ],
)
def test_every_list_has_the_same_envelope(client, path):
    data = get(client, path)
    # A search adds `names` (the base Tortuga here) beside the envelope.
    optional = {"names"} if path.startswith("search/") else set()
    assert set(data) - optional == LIST_KEYS
    assert data["count"] >= 1 and data["results"]
    assert data["warnings"] == []


def test_root_links_every_resource(client):
    data = get(client, "")
    for key in ("boxes", "factions", "cards", "bases", "clarifications", "errata", "search"):
        assert (
            client.get(relative(data[key]) + ("?q=x" if key == "search" else "")).status_code == 200
        )


def test_root_leads_to_the_other_apps_endpoints_too(client):
    data = get(client, "")
    for key in ("rules_sections", "rules_terms", "simulator_coverage"):
        assert client.get(relative(data[key])).status_code == 200, key
    assert relative(data["simulator_score"]) == "/api/v1/simulator/score/"
    assert relative(data["simulator_scenarios"]) == "/api/v1/simulator/scenarios/"
    assert relative(data["setup"]) == "/api/v1/setup/"
    assert relative(data["simulator_palette"]) == "/api/v1/simulator/palette/"


@pytest.mark.parametrize(
    "path", ["boxes/", "factions/", "keywords/", "cards/", "bases/", "clarifications/", "errata/"]
)
def test_every_object_links_to_itself_and_its_related_objects(client, path):
    for item in get(client, path, page_size=5)["results"]:
        assert get(client, relative(item["url"])) == item
        for key in ("faction", "box", "card", "base", "other_printing"):
            related = item.get(key)
            if isinstance(related, dict):
                assert get(client, relative(related["url"]))["slug"] == related["slug"]
        for key in ("cards_url", "bases_url"):
            if key in item:
                assert get(client, relative(item[key]))["count"] >= 0


def test_box_detail(client):
    data = get(client, "boxes/monster-smash/")
    assert data["object"] == "box" and data["title_en"] == "Monster Smash"
    assert data["title_fr"] == "Monstres Sacrés"
    assert {f["slug"] for f in data["factions"]} == set(
        Faction.objects.filter(boxes__slug="monster-smash").values_list("slug", flat=True)
    )
    assert get(client, "boxes/monster-smash/", lang="fr")["title"] == "Monstres Sacrés"


def test_faction_detail_lists_its_boxes(client):
    data = get(client, "factions/sheep/")
    assert len(data["boxes"]) >= 2  # first released in a promo, reissued later
    assert sum(box["first_release"] for box in data["boxes"]) == 1


def test_card_detail_every_printed_fact(client):
    card = Card.objects.filter(power__isnull=False, counterpart__isnull=False).first()
    data = get(client, f"cards/{card.faction.slug}/{card.slug}/", printing=card.printing)
    assert data["object"] == "card"
    assert (data["name_en"], data["type"], data["power"], data["copies"]) == (
        card.name_en,
        card.card_type,
        card.power,
        card.copies,
    )
    assert data["printing"] == card.printing
    assert data["text"] == (card.text or None)
    assert data["keywords"] == sorted(card.keywords.values_list("slug", flat=True))


class TestPrintings:
    def test_default_is_the_original_and_the_other_printing_links_back(self, client):
        card = Card.objects.filter(printing="original", counterpart__isnull=False).first()
        data = get(client, f"cards/{card.faction.slug}/{card.slug}/")
        assert data["printing"] == "original"
        other = get(client, relative(data["other_printing"]["url"]))
        assert other["printing"] == "pod"
        assert other["url"].endswith("?printing=pod")
        assert get(client, relative(other["other_printing"]["url"]))["url"] == data["url"]

    def test_pod_only_card_answers_without_a_parameter(self, client):
        card = Card.objects.filter(printing="pod", counterpart=None).first()
        data = get(client, f"cards/{card.faction.slug}/{card.slug}/")
        assert data["printing"] == "pod" and data["other_printing"] is None
        error = get(client, f"cards/{card.faction.slug}/{card.slug}/", 404, printing="original")
        assert error["error"]["parameter"] == "printing"

    def test_base_whose_other_printing_has_another_name(self, client):
        data = get(client, "bases/miskatonic-university/")
        assert data["printing"] == "original"
        assert data["other_printing"]["slug"] == "arkham-university"
        pod = get(client, relative(data["other_printing"]["url"]))
        assert (pod["name_en"], pod["printing"]) == ("Arkham University", "pod")
        error = get(client, "bases/miskatonic-university/", 404, printing="pod")
        assert "arkham-university" in error["error"]["message"]

    def test_each_printing_of_a_base(self, client):
        original = get(client, "bases/castle-blood/")
        pod = get(client, "bases/castle-blood/", printing="pod")
        assert (original["breakpoint"], pod["breakpoint"]) == (18, 17)
        assert original["other_printing"]["url"] == pod["url"]


# -- done-when checks ------------------------------------------------------------------------


def test_monster_smash_bases_sorted_by_breakpoint(client, bases):
    results = all_results(client, "bases/", box="monster-smash", ordering="breakpoint")
    assert {base_key(b) for b in results} == base_keys(
        b for b in bases if b.box.slug == "monster-smash"
    )
    breakpoints = [b["breakpoint"] for b in results]
    known = [value for value in breakpoints if value is not None]
    assert known == sorted(known) and breakpoints[: len(known)] == known  # unknown last


def test_minions_of_power_4_or_more_with_a_talent_in_french(client, cards):
    expected = card_keys(
        c
        for c in cards
        if c.card_type == "minion"
        and c.power is not None
        and c.power >= 4
        and "talent" in {k.slug for k in c.keywords.all()}
    )
    by_filters = all_results(
        client, "cards/", type="minion", power_min=4, keyword="talent", lang="fr"
    )
    by_query = all_results(client, "cards/", q="t:créature p>=4 k:talent lang:fr")
    assert {card_key(c) for c in by_filters} == {card_key(c) for c in by_query} == expected
    assert expected
    for item in by_query:
        assert item["name"] == (item["name_fr"] or item["name_en"])
        assert item["faction"]["name"] == (item["faction"]["name_fr"] or item["faction"]["name_en"])


def test_paging_through_all_cards_gives_each_exactly_once(client):
    seen = []
    page = get(client, "cards/", page_size=100)
    pages = 1
    while True:
        seen.extend(card_key(item) for item in page["results"])
        if not page["next"]:
            break
        following = get(client, relative(page["next"]))
        assert following["previous"] is not None
        page = following
        pages += 1
    assert len(seen) == len(set(seen)) == Card.objects.count() == page["count"]
    assert pages == -(-Card.objects.count() // 100)


# -- filters, one by one, against Python ------------------------------------------------------


CardRule = Callable[[Card], bool]


@pytest.mark.parametrize(
    ("params", "rule"),
    [
        (
            {"box": "monster-smash"},
            lambda c: "monster-smash" in {b.slug for b in c.faction.boxes.all()},
        ),
        ({"faction": "pirates"}, lambda c: c.faction.slug == "pirates"),
        ({"type": "action"}, lambda c: c.card_type == "action"),
        ({"type": "titan"}, lambda c: c.card_type == "titan"),
        ({"printing": "pod"}, lambda c: c.printing == "pod"),
        ({"printing": "original"}, lambda c: c.printing == "original"),
        ({"power": 5}, lambda c: c.power == 5),
        ({"power_min": 6}, lambda c: c.power is not None and c.power >= 6),
        ({"power_max": 0}, lambda c: c.power is not None and c.power <= 0),
        ({"power_min": 2, "power_max": 3}, lambda c: c.power in (2, 3)),
        # as the card shows them: with its current wording's erratum and the faction-level
        # clarifications naming it
        ({"has_errata": "true"}, lambda c: len(c.shown_errata()) > 0),
        (
            {"has_errata": "false", "faction": "aliens"},
            lambda c: c.faction.slug == "aliens" and not c.shown_errata(),
        ),
        ({"has_clarifications": "true"}, lambda c: len(c.shown_clarifications()) > 0),
        (
            {"has_clarifications": "false", "faction": "ninjas"},
            lambda c: c.faction.slug == "ninjas" and not c.shown_clarifications(),
        ),
        ({"keyword": "ongoing"}, lambda c: "ongoing" in {k.slug for k in c.keywords.all()}),
        (
            {"keyword": "talent,extra-play"},
            lambda c: {"talent", "extra-play"} <= {k.slug for k in c.keywords.all()},
        ),
        (
            {"q": "f:pirates -t:action"},
            lambda c: c.faction.slug == "pirates" and c.card_type != "action",
        ),
    ],
)
def test_card_filters(client, cards, params, rule):
    results = all_results(client, "cards/", **params)
    assert {card_key(c) for c in results} == card_keys(c for c in cards if rule(c))
    assert results


@pytest.mark.parametrize(
    ("params", "rule"),
    [
        ({"box": "core-set"}, lambda b: b.box.slug == "core-set"),
        ({"faction": "pirates"}, lambda b: b.faction is not None and b.faction.slug == "pirates"),
        ({"printing": "pod"}, lambda b: b.printing == "pod"),
        ({"breakpoint": 20}, lambda b: b.breakpoint == 20),
        ({"breakpoint_min": 25}, lambda b: b.breakpoint is not None and b.breakpoint >= 25),
        ({"breakpoint_max": 14}, lambda b: b.breakpoint is not None and b.breakpoint <= 14),
        ({"has_errata": "true"}, lambda b: len(b.errata.all()) > 0),
        ({"has_clarifications": "false"}, lambda b: not b.clarifications.all()),
        (
            {"keyword": "after-scoring"},
            lambda b: "after-scoring" in {k.slug for k in b.keywords.all()},
        ),
        ({"q": "bp<=18 vp>=4"}, lambda b: (b.breakpoint or 99) <= 18 and (b.vp_first or 0) >= 4),
    ],
)
def test_base_filters(client, bases, params, rule):
    results = all_results(client, "bases/", **params)
    assert {base_key(b) for b in results} == base_keys(b for b in bases if rule(b))
    assert results


def test_box_and_faction_filters(client):
    assert {b["slug"] for b in all_results(client, "boxes/", kind="promo")} == set(
        Box.objects.filter(kind="promo").values_list("slug", flat=True)
    )
    assert {f["slug"] for f in all_results(client, "factions/", box="core-set")} == set(
        Faction.objects.filter(boxes__slug="core-set").values_list("slug", flat=True)
    )


def test_ruling_filters(client):
    on_ninjas = all_results(client, "clarifications/", faction="ninjas")
    expected = Clarification.objects.filter(
        card__faction__slug="ninjas"
    ) | Clarification.objects.filter(faction__slug="ninjas")
    assert {c["id"] for c in on_ninjas} == set(expected.values_list("id", flat=True))
    functional = all_results(client, "errata/", kind="functional")
    assert {e["id"] for e in functional} == set(
        Erratum.objects.filter(kind="functional").values_list("id", flat=True)
    )
    assert all(e["object"] == "erratum" for e in functional)


def test_search_warnings_come_back_in_the_list(client):
    data = get(client, "cards/", q="foo:bar f:pirates", powr=3)
    assert data["warnings"] == ['Unknown parameter "powr" ignored.', 'Unknown term "foo:" ignored.']
    assert data["count"] == Card.objects.filter(faction__slug="pirates").count()
    french = get(client, "cards/", q="foo:bar f:pirates", lang="fr")
    assert french["warnings"] == ["Terme inconnu « foo: » ignoré."]


# -- ordering --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "field", "value"),
    [
        ("cards/", "power", lambda c: c["power"]),
        ("cards/", "copies", lambda c: c["copies"]),
        ("cards/", "type", lambda c: c["type"]),
        ("cards/", "printing", lambda c: c["printing"]),
        ("bases/", "breakpoint", lambda b: b["breakpoint"]),
        ("bases/", "vp", lambda b: b["vp"][0]),
        ("bases/", "printing", lambda b: b["printing"]),
    ],
)
def test_ordering(client, path, field, value):
    for descending in (False, True):
        ordering = f"-{field}" if descending else field
        values = [
            value(item) for item in all_results(client, path, ordering=ordering, box="core-set")
        ]
        known = [v for v in values if v is not None]
        assert known == sorted(known, reverse=descending)
        assert values[: len(known)] == known  # unknown values last either way


def _shown_names(model, lang: str, descending: bool = False, **filters) -> list[str]:
    from catalog.search.engine import display_name

    shown = display_name(lang)
    ordered = model.objects.filter(**filters).annotate(shown=shown)
    ordered = ordered.order_by(shown.desc() if descending else shown.asc())
    return list(ordered.values_list("shown", flat=True))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ordering_by_name_follows_the_answer_language(client, lang):
    bases = all_results(client, "bases/", lang=lang, ordering="name")
    assert [b["name"] for b in bases] == _shown_names(Base, lang)
    reverse = all_results(client, "bases/", lang=lang, ordering="-name")
    assert [b["name"] for b in reverse] == _shown_names(Base, lang, descending=True)
    cards = all_results(client, "cards/", lang=lang, ordering="name", faction="ninjas")
    assert [c["name"] for c in cards] == _shown_names(Card, lang, faction__slug="ninjas")


def test_ordering_by_name_follows_a_lang_term_and_name_en_stays_english(client):
    french = all_results(client, "bases/", q="lang:fr t:base", ordering="name")
    assert [b["name"] for b in french] == _shown_names(Base, "fr")
    english_order = _shown_names(Base, "en")
    assert sorted(_shown_names(Base, "fr")) != english_order, "the example sorts differently"
    english = all_results(client, "bases/", lang="fr", ordering="name_en")
    assert [b["slug"] for b in english] == list(
        Base.objects.order_by("name_en", "slug", "id").values_list("slug", flat=True)
    )


def test_ordering_by_several_fields_and_ties_end_on_a_unique_key(client):
    first = all_results(client, "cards/", ordering="-power,name", faction="ninjas")
    again = all_results(client, "cards/", ordering="-power,name", faction="ninjas")
    assert [c["url"] for c in first] == [c["url"] for c in again]
    powers = [c["power"] for c in first if c["power"] is not None]
    assert powers == sorted(powers, reverse=True)


def test_default_orderings_are_stable(client):
    for path in ("cards/", "bases/", "boxes/", "factions/", "clarifications/"):
        assert get(client, path, page=2, page_size=7) == get(client, path, page=2, page_size=7)


# -- search, random --------------------------------------------------------------------------


def test_search_lists_cards_then_bases_across_pages(client):
    expected_cards = Card.objects.filter(faction__slug="pirates").count()
    expected_bases = Base.objects.filter(faction__slug="pirates").count()
    results = all_results(client, "search/", q="f:pirates")
    kinds = [item["object"] for item in results]
    assert kinds == ["card"] * expected_cards + ["base"] * expected_bases
    small_pages = []
    page = get(client, "search/", q="f:pirates", page_size=7)
    while True:
        small_pages.extend(page["results"])
        if not page["next"]:
            break
        page = get(client, relative(page["next"]))
    assert [item["url"] for item in small_pages] == [item["url"] for item in results]


def test_search_that_finds_nothing_suggests_a_corrected_search(client):
    data = get(client, "search/", q="t:minion buccaner")
    assert data["count"] == 0 and data["did_you_mean"] == "t:minion buccaneer"
    assert get(client, "search/", q="t:minion buccaneer")["count"] > 0
    assert "did_you_mean" not in get(client, "search/", q="buccaneer")  # found: no key
    assert "did_you_mean" not in get(client, "search/", q="zzzzqqq")  # nothing close: no key


def test_search_in_french_names_and_warnings(client):
    data = get(client, "search/", q="calin lang:fr truc:machin")
    assert data["warnings"] == ["Terme inconnu « truc: » ignoré."]
    assert {item["name"] for item in data["results"]} >= {"Ourson Câlin", "Câlin Surprise"}


def test_random_card_honours_the_filters(client):
    response = client.get(API + "cards/random/", {"faction": "ninjas", "type": "minion"})
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"
    data = response.json()
    assert (data["faction"]["slug"], data["type"]) == ("ninjas", "minion")
    base = get(client, "bases/random/", box="core-set")
    assert base["box"]["slug"] == "core-set"
    error = get(client, "cards/random/", 404, q="t:base")
    assert error["error"]["status"] == 404


def test_random_picks_are_repeatable_with_their_seed(client):
    first = client.get(API + "cards/random/", {"faction": "ninjas"})
    seed = first["Random-Seed"]
    assert seed.isdigit()
    again = client.get(API + "cards/random/", {"faction": "ninjas", "seed": seed})
    assert again["Random-Seed"] == seed and again.json()["url"] == first.json()["url"]
    picks = {client.get(API + "bases/random/", {"seed": n}).json()["url"] for n in range(12)}
    assert len(picks) > 1  # different seeds reach different bases
    for bad in ("-1", "x", "1000000000"):
        error = get(client, "cards/random/", 400, seed=bad)
        assert error["error"]["parameter"] == "seed"


# -- keywords, dataset -----------------------------------------------------------------------


def test_keywords(client):
    slugs = {k["slug"] for k in all_results(client, "keywords/")}
    assert slugs == set(Keyword.objects.values_list("slug", flat=True))
    assert {"talent", "ongoing", "before-scoring"} <= slugs


def test_catalog_was_imported():
    assert CatalogImport.objects.exists()


# -- no N+1 ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "params", "limit"),
    [
        # count, ids, dataset version, then the records' select and three prefetches (cards:
        # five, with the faction-level clarifications naming them and the counterpart's errata)
        ("cards/", {"page_size": 200}, 9),
        ("cards/", {"page_size": 200, "box": "core-set", "keyword": "talent"}, 11),
        ("bases/", {"page_size": 200}, 7),
        ("boxes/", {"page_size": 200}, 4),
        ("factions/", {"page_size": 200}, 4),
        ("clarifications/", {"page_size": 200}, 4),
        ("errata/", {"page_size": 200}, 3),
        ("search/", {"page_size": 200, "q": "f:pirates or b:core"}, 18),
        ("cards/pirates/buccaneer/", {}, 7),
        ("bases/tortuga/", {"printing": "pod"}, 5),
    ],
)
def test_query_counts(client, django_assert_max_num_queries, path, params, limit):
    """Counts include the dataset version the caches check (one query)."""
    with django_assert_max_num_queries(limit):
        get(client, path, **params)


def test_records_are_rendered_once(client, django_assert_max_num_queries, monkeypatch):
    monkeypatch.setattr(caching, "VERSION_TTL", 3600.0)
    first = get(client, "cards/", page_size=200, type="minion")
    with django_assert_max_num_queries(2):  # count and ids; the records are kept
        again = client.get(
            API + "cards/", {"page_size": 200, "type": "minion"}, HTTP_CACHE_CONTROL="no-cache"
        ).json()
    assert again == first
