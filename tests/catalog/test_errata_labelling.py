"""Issue 18, errata and printed text: the original printing's texts come from the fan wiki,
which carries later errata. Such a text is shown for what it is (the current wording, with the
erratum that produced it, on both printings); an erratum the source names by its kind only is
shown as a kind with no wording; the POD texts lose the wiki's appended "Clarifications:" prose,
and a placeholder text ("TBA") is unknown."""

from __future__ import annotations

import pytest

from catalog.models import Card, Erratum, TextStatus, erratum_wording
from tests.catalog.test_api import all_results, get

pytestmark = pytest.mark.django_db


def card(faction: str, slug: str, printing: str = "original") -> Card:
    return Card.objects.get(faction__slug=faction, slug=slug, printing=printing)


# -- what the import stores ------------------------------------------------------------------


def test_laser_sword_original_text_is_the_wording_after_its_erratum():
    # Erratum "+1 changed to +2" (official wiki, POD record); the fan wiki already reads +2.
    original = card("astroknights", "laser-sword")
    assert "+2 power" in original.text
    assert original.text_status == TextStatus.CURRENT_WORDING
    assert card("astroknights", "laser-sword", "pod").text_status == TextStatus.QUOTED


def test_buccaneer_differs_from_the_reprint_by_case_only_and_is_current_wording():
    # Erratum "Special to Ongoing": the fan wiki's "original" text already starts "Ongoing".
    original = card("pirates", "buccaneer")
    assert original.text.startswith("Ongoing")
    assert original.text_status == TextStatus.CURRENT_WORDING


def test_current_wording_only_where_the_counterpart_records_an_erratum():
    current = Card.objects.filter(text_status=TextStatus.CURRENT_WORDING)
    assert 70 <= current.count() <= 80  # the issue measured 76 such cards
    assert not current.filter(printing="pod").exists()
    for item in current.select_related("counterpart"):
        assert item.counterpart is not None and item.counterpart.errata.exists(), item
    # An original card whose reprint records no erratum keeps a plain quoted text.
    assert card("aliens", "invader").text_status == TextStatus.QUOTED


def test_pod_texts_no_longer_end_with_the_wikis_clarifications_prose():
    assert not Card.objects.filter(text__contains="Clarifications:").exists()
    necessities = card("bear-cavalry", "bear-necessities", "pod")
    assert necessities.text.endswith("destroy this action.")
    # the prose is still there, as the card's clarifications
    assert necessities.clarifications.filter(text__startswith="The self-destruction").exists()


def test_tba_is_an_unknown_text():
    summoning = card("smash-up-all-stars", "begin-the-summoning", "pod")
    assert summoning.text == ""
    assert summoning.text_status == TextStatus.UNKNOWN


@pytest.mark.parametrize(
    ("text", "wording"),
    [
        ("Functional (+1 changed to +2)", "+1 changed to +2"),
        ("Wording", ""),
        ("functional", ""),
        ("", ""),
        ("(Functional - capped at once per turn)", "capped at once per turn"),
        ("(cannot play the card you discard)", "cannot play the card you discard"),
        ("Reversion (reverted to original version)", "Reversion (reverted to original version)"),
    ],
)
def test_erratum_wording_drops_the_kind_label(text, wording):
    assert erratum_wording(text) == wording


def test_seventy_one_errata_give_no_wording():
    # 70 bare "Wording"/"Functional" and one empty "Yes" (the count).
    assert sum(not erratum.wording_known for erratum in Erratum.objects.all()) == 71


# -- API and bulk file -----------------------------------------------------------------------


def test_api_card_shows_the_erratum_on_both_printings(client):
    data = get(client, "cards/astroknights/laser-sword/")
    assert data["text_status"] == "current-wording"
    (erratum,) = data["errata"]
    assert erratum["printing"] == "pod"
    assert erratum["kind"] == "functional"
    assert erratum["wording"] == "+1 changed to +2" and erratum["wording_known"] is True
    assert erratum["text"] == "Functional (+1 changed to +2)"  # the existing key keeps its value
    pod = get(client, "cards/astroknights/laser-sword/", printing="pod")
    assert pod["text_status"] == "quoted"
    assert [item["id"] for item in pod["errata"]] == [erratum["id"]]


def test_api_bare_kind_erratum_says_no_wording(client):
    data = get(client, "cards/zombies/tenacious-z/", printing="pod")
    (erratum,) = data["errata"]
    assert erratum["kind"] == "wording"
    assert erratum["wording"] is None and erratum["wording_known"] is False
    assert erratum["source_url"].startswith("https://smashup-rulebook.alderac.com/")


def test_api_unknown_text(client):
    data = get(client, "cards/smash-up-all-stars/begin-the-summoning/", printing="pod")
    assert data["text"] is None and data["text_status"] == "unknown"


def test_api_errata_list_carries_the_wording(client):
    results = all_results(client, "errata/")
    assert len(results) == Erratum.objects.count()
    assert sum(not item["wording_known"] for item in results) == 71
    assert all((item["wording"] is None) == (not item["wording_known"]) for item in results)


# -- pages -----------------------------------------------------------------------------------


def test_card_page_labels_the_current_wording_and_shows_the_erratum(client):
    html = client.get("/en/cards/astroknights/laser-sword/").content.decode()
    assert "current wording" in html
    assert "it is not the text printed on the original cards" in html
    assert "No erratum known for this printing." not in html
    assert "+1 changed to +2" in html
    assert "The source records this erratum on the other printing" in html
    assert "Same name, type, power, copies and text in the other printing" not in html
    french = client.get("/fr/cards/astroknights/laser-sword/").content.decode()
    assert "formulation actuelle" in french and "Aucun erratum connu" not in french


def test_card_page_shows_a_bare_kind_as_a_kind(client):
    html = client.get("/en/cards/zombies/tenacious-z/?printing=pod").content.decode()
    errata = html[html.index('id="errata-title"') : html.index('id="clarifications-title"')]
    assert "The source gives only the kind of this erratum, not its wording" in errata
    assert '<blockquote lang="en">Wording</blockquote>' not in errata
    assert "smashup-rulebook.alderac.com" in errata  # the source link


def test_card_page_empty_erratum_and_unknown_text(client):
    html = client.get(
        "/en/cards/smash-up-all-stars/begin-the-summoning/?printing=pod"
    ).content.decode()
    assert "neither its kind nor its wording" in html
    assert "TBA" not in html
    assert "(no source gives this text)" in html


def test_has_errata_matches_the_errata_shown(client):
    for params in ({"has_errata": "true"}, {"q": "has:errata"}):
        results = all_results(client, "cards/", faction="astroknights", **params)
        slugs = {(item["slug"], item["printing"]) for item in results}
        assert ("laser-sword", "original") in slugs
        assert all(item["errata"] for item in results)
    without = all_results(client, "cards/", faction="astroknights", has_errata="false")
    assert without and all(not item["errata"] for item in without)


def test_pod_page_does_not_list_its_own_erratum_again_as_the_other_printings(client):
    html = client.get("/en/cards/astroknights/laser-sword/?printing=pod").content.decode()
    errata = html[html.index('id="errata-title"') : html.index('id="clarifications-title"')]
    assert errata.count("+1 changed to +2") == 1
    assert "more on the other printing" not in errata
