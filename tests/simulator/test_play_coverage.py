"""The play statuses (issue 27) in the coverage report (`plays`, page and API, EN/FR) and in the
simulator palette's card data, counted again here from the catalog and engine/plays."""

import html
from collections import Counter

import pytest

from catalog.models import Card, FactionBox
from simulator import coverage
from simulator.engine import cards as card_abilities
from simulator.engine import plays as play_abilities
from simulator.engine.plays import registry
from tests.simulator.play_entries import LATE_CARD, LATE_KEY, use_entries

pytestmark = pytest.mark.django_db

STATUSES = ["applied", "no_board_effect", "not_simulated"]
CARD_STATUSES = ["modelled", "no_scoring_effect", "not_simulated", "unclassified"]


def api(client):
    response = client.get("/api/v1/simulator/coverage/")
    assert response.status_code == 200
    return response.json()


@pytest.fixture
def fresh_report(monkeypatch):
    """The report is kept per catalog version: start afresh (monkeypatch puts the old one
    back), for a test that changes the play registry."""
    monkeypatch.setattr(coverage, "_report", None)


def applied_entry() -> registry.PlayAbility:
    return registry.applied(
        LATE_KEY, lambda play: None, box="test", summary="Test play.", summary_fr="Jeu de test."
    )


def expected_plays() -> tuple[Counter, Counter]:
    """(status -> count, (box slug, status) -> count) of every catalog card in each printing."""
    first_box = dict(
        FactionBox.objects.filter(first_release=True).values_list("faction_id", "box__slug")
    )
    total, by_box = Counter(), Counter()
    for faction_id, faction, slug, printing in Card.objects.values_list(
        "faction_id", "faction__slug", "slug", "printing"
    ):
        status = play_abilities.lookup(f"{faction}/{slug}", printing).status
        total[status] += 1
        by_box[first_box[faction_id], status] += 1
    return total, by_box


def test_the_api_counts_every_card_record_by_play_status(client):
    data = api(client)
    plays = data["plays"]
    total, by_box = expected_plays()
    assert plays["total"] == {**{s: total[s] for s in STATUSES}, "all": Card.objects.count()}
    # The same records as the card table.
    assert plays["total"]["all"] == data["cards"]["total"]["all"]
    for status in [*STATUSES, "all"]:
        assert sum(box["counts"][status] for box in plays["boxes"]) == plays["total"][status]
    for box in plays["boxes"]:
        assert set(box) == {"box", "title", "title_fr", "counts"}
        assert box["counts"] == {
            **{s: by_box[box["box"], s] for s in STATUSES},
            "all": sum(by_box[box["box"], s] for s in STATUSES),
        }
    # The same boxes, in the same order, as the card table.
    assert [box["box"] for box in plays["boxes"]] == [box["box"] for box in data["cards"]["boxes"]]
    # Every existing key is still there.
    assert set(data) == {"statuses", "cards", "bases", "not_simulated", "plays"}
    assert data["statuses"] == CARD_STATUSES


def test_an_entry_registered_for_a_card_moves_its_records(client, fresh_report):
    records = Card.objects.filter(faction__slug=LATE_CARD[0], slug=LATE_CARD[1]).count()
    assert records >= 1
    with use_entries(LATE_KEY):
        before = coverage.build_report()["plays"]
    with use_entries(LATE_KEY, applied_entry()):
        after = api(client)["plays"]
    assert after["total"]["applied"] == before["total"]["applied"] + records
    assert after["total"]["not_simulated"] == before["total"]["not_simulated"] - records
    assert after["total"]["all"] == before["total"]["all"]
    changed = [
        box["box"]
        for box, old in zip(after["boxes"], before["boxes"], strict=True)
        if box["counts"] != old["counts"]
    ]
    assert changed == ["big-in-japan"]


@pytest.mark.parametrize(
    ("lang", "heading", "labels"),
    [
        ("en", "Cards when played, by box", ["Applied", "No effect on the board", "Not simulated"]),
        (
            "fr",
            "Cartes quand elles sont jouées, par boîte",
            ["Appliquée", "Sans effet sur le plateau", "Non simulée"],
        ),
    ],
)
def test_the_page_shows_the_play_counts_by_box(client, lang, heading, labels):
    page = client.get(f"/{lang}/simulator/coverage/").content.decode()
    start = page.index('<section aria-labelledby="cov-plays">')
    section = page[start : page.index("</section>", start)]
    assert f'<h2 id="cov-plays" class="sim-h3">{html.escape(heading)}</h2>' in section
    assert '<table class="cov-table cov-cols-4" data-kind="plays">' in section
    for status, label in zip(STATUSES, labels, strict=True):
        assert f'data-status="{status}">{html.escape(label)}</th>' in section
    plays = api(client)["plays"]
    total = "".join(f'<td class="num">{plays["total"][s]}</td>' for s in [*STATUSES, "all"])
    assert total in section
    for box in plays["boxes"]:
        shown = box["title_fr"] if lang == "fr" and box["title_fr"] else box["title"]
        counts = "".join(f'<td class="num">{box["counts"][s]}</td>' for s in [*STATUSES, "all"])
        assert f'<th scope="row">{html.escape(shown)}</th>{counts}' in section


def test_the_page_explains_the_play_statuses_in_both_languages(client):
    english = client.get("/en/simulator/coverage/").content.decode()
    french = client.get("/fr/simulator/coverage/").content.decode()
    assert "Each card also has a play status" in english
    assert "<em>not modelled yet</em>" in english
    assert "Chaque carte a aussi un statut quand elle est jouée" in french
    assert "<em>pas encore modélisée</em>" in french
    assert "Each card also has a play status" not in french


def test_every_play_status_has_a_label_in_both_languages():
    assert list(coverage.PLAY_LABELS) == STATUSES == list(play_abilities.STATUSES)
    for status in STATUSES:
        english, french = coverage.PLAY_LABELS[status]
        assert english and french and english != french
        assert coverage.play_label(status, "fr") == french
        assert coverage.play_label(status, "en") == english


def test_the_schema_documents_the_plays_table(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    components = schema["components"]["schemas"]
    plays = components["SimulatorCoverage"]["properties"]["plays"]
    assert plays["allOf"] == [{"$ref": "#/components/schemas/SimulatorPlayCoverageTable"}]
    table = components["SimulatorPlayCoverageTable"]["properties"]
    assert table["total"] == {"$ref": "#/components/schemas/SimulatorPlayCoverageCounts"}
    counts = components["SimulatorPlayCoverageCounts"]["properties"]
    assert set(counts) == {*STATUSES, "all"}
    lists = components["SimulatorNotSimulatedLists"]["properties"]["plays"]
    assert lists["items"] == {"$ref": "#/components/schemas/SimulatorNotSimulated"}
    palette = components["SimulatorPaletteStatus"]["properties"]["play"]
    assert palette["allOf"] == [{"$ref": "#/components/schemas/SimulatorPlayStatus"}]


# -- the not-simulated play entries ----------------------------------------------------------------


def not_simulated_entry() -> registry.PlayAbility:
    return registry.not_simulated(
        LATE_KEY, ("Test play reason.", "Raison de jeu de test."), box="test"
    )


def test_the_not_simulated_plays_listed_are_those_a_module_registered(client):
    data = api(client)
    rows = data["not_simulated"]["plays"]
    for row in rows:
        for printing in row["printings"]:
            assert play_abilities.is_registered(row["key"], printing), row["key"]
            entry = play_abilities.lookup(row["key"], printing)
            assert entry.status == "not_simulated"
            assert (row["reason"], row["reason_fr"]) == (entry.reason, entry.reason_fr)
        assert row["summary"] and row["summary_fr"] and row["reason"] and row["reason_fr"]
    listed = sum(len(row["printings"]) for row in rows)
    # The rest of the not-simulated plays are the cards no module covers yet, counted on the page.
    not_modelled = data["plays"]["total"]["not_simulated"] - listed
    unregistered = sum(
        1
        for faction, slug, printing in Card.objects.values_list("faction__slug", "slug", "printing")
        if not play_abilities.is_registered(f"{faction}/{slug}", printing)
    )
    assert not_modelled == unregistered


@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [
        ("en", "Not listed here: 1 card whose", "Not listed here: {n} cards whose"),
        ("fr", "Non listée ici : 1 carte dont", "Non listées ici : {n} cartes dont"),
    ],
)
def test_the_page_counts_the_plays_not_modelled_yet(client, lang, one, many):
    data = api(client)
    listed = sum(len(row["printings"]) for row in data["not_simulated"]["plays"])
    n = data["plays"]["total"]["not_simulated"] - listed
    page = client.get(f"/{lang}/simulator/coverage/").content.decode()
    if n == 0:  # every box module written: nothing to count
        assert "data-not-modelled" not in page
    else:
        text = one if n == 1 else many.format(n=n)
        assert f'<p class="muted" data-not-modelled="{n}">{text}' in page


@pytest.mark.parametrize(
    ("lang", "heading", "reason", "summary"),
    [
        ("en", "Cards when played", "Test play reason.", "summary"),
        ("fr", "Cartes quand elles sont jouées", "Raison de jeu de test.", "summary_fr"),
    ],
)
def test_a_registered_not_simulated_play_is_listed_with_its_reason(
    client, fresh_report, lang, heading, reason, summary
):
    records = list(
        Card.objects.filter(faction__slug=LATE_CARD[0], slug=LATE_CARD[1]).values_list(
            "printing", flat=True
        )
    )
    with use_entries(LATE_KEY, not_simulated_entry()):
        rows = [r for r in api(client)["not_simulated"]["plays"] if r["key"] == LATE_KEY]
        page = client.get(f"/{lang}/simulator/coverage/").content.decode()
    assert len(rows) == 1
    assert rows[0]["printings"] == sorted(records)
    # No summary of its own: the card registry's, as in the card API.
    card = card_abilities.lookup(LATE_KEY, rows[0]["printings"][0])
    assert (rows[0]["summary"], rows[0]["summary_fr"]) == (card.summary, card.summary_fr)
    assert (rows[0]["reason"], rows[0]["reason_fr"]) == (
        "Test play reason.",
        "Raison de jeu de test.",
    )
    start = page.index('<ul class="cov-list" data-kind="plays">')
    listing = page[page.rindex("<h3", 0, start) : page.index("</ul>", start)]
    assert f">{html.escape(heading)} <span" in listing
    item = f'<li data-key="{LATE_KEY}"><a href="/{lang}/cards/{LATE_CARD[0]}/{LATE_CARD[1]}/">'
    assert item in listing
    assert reason in listing and html.escape(getattr(card, summary)) in listing


def test_a_card_no_module_covers_is_counted_not_listed(client, fresh_report):
    with use_entries(LATE_KEY):
        data = api(client)
    assert LATE_KEY not in {row["key"] for row in data["not_simulated"]["plays"]}
    # The card table's own list is unchanged.
    assert set(data["not_simulated"]) == {"cards", "bases", "plays"}


# -- the palette -------------------------------------------------------------------------------


def palette_card(client, key: str) -> dict:
    faction = key.split("/")[0]
    answer = client.get("/api/v1/simulator/palette/", {"factions": faction}).json()
    return next(c for f in answer["factions"] for c in f["cards"] if c["key"] == key)


def test_the_palette_gives_each_cards_play_status_as_the_card_api_does(client):
    answer = client.get("/api/v1/simulator/palette/", {"factions": "ninjas"}).json()
    cards = answer["factions"][0]["cards"]
    assert cards
    for card in cards:
        play = card["simulator"]["play"]
        assert play["status"] in STATUSES
        assert play["summary"] and play["summary_fr"]
        faction, slug = card["key"].split("/")
        api_card = client.get(
            f"/api/v1/cards/{faction}/{slug}/", {"printing": card["printing"]}
        ).json()
        assert api_card["simulator"]["play"] == play, card["key"]


def test_the_palette_follows_the_play_registry(client):
    with use_entries(LATE_KEY, applied_entry()):
        play = palette_card(client, LATE_KEY)["simulator"]["play"]
    assert play == {"status": "applied", "summary": "Test play.", "summary_fr": "Jeu de test."}
    with use_entries(LATE_KEY):
        play = palette_card(client, LATE_KEY)["simulator"]["play"]
    entry = card_abilities.lookup(LATE_KEY, "original")
    assert play == {
        "status": "not_simulated",
        "summary": entry.summary,
        "summary_fr": entry.summary_fr,
        "reason": play_abilities.NOT_MODELLED_YET[0],
        "reason_fr": play_abilities.NOT_MODELLED_YET[1],
    }
