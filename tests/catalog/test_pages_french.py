"""French catalog pages: no English interface words left; source notes translated or marked."""

import re

import pytest

pytestmark = pytest.mark.django_db


def page(client, path: str) -> str:
    response = client.get(path)
    assert response.status_code == 200, path
    return response.content.decode()


@pytest.mark.parametrize("slug", ["the-obligatory-cthulhu-set", "smash-up-munchkin"])
def test_special_cards_heading_is_french(client, slug):
    html = page(client, f"/fr/boxes/{slug}/")
    assert "Cartes spéciales" in html
    assert "Special cards" not in html and "Cards outside the faction decks" not in html
    english = page(client, f"/en/boxes/{slug}/")
    assert "Special cards" in english


def test_munchkin_monsters_count_treasures_in_french(client):
    html = page(client, "/fr/boxes/smash-up-munchkin/")
    assert "<dt>Trésors</dt>" in html and "<dt>Treasures</dt>" not in html


def test_name_evidence_translates_offset_and_row_keeps_file_names(client):
    html = page(client, "/fr/bases/jungle-oasis/")
    assert "<code>regles-jeu-de-base.txt</code> (position 6075)" in html
    assert "<code>french-names/rulebook-pairs.csv</code>, ligne 3" in html
    assert "offset" not in html and " row 3" not in html
    english = page(client, "/en/bases/jungle-oasis/")
    assert "<code>regles-jeu-de-base.txt</code> (offset 6075)" in english
    assert "<code>french-names/rulebook-pairs.csv</code>, row 3" in english


def test_free_text_evidence_is_marked_english(client):
    html = page(client, "/fr/factions/clerics/")
    assert re.search(r'<span lang="en">shared/data/README\.md faction table', html)


def test_rulebook_source_names_are_french_with_the_box_title_marked_english(client):
    html = page(client, "/fr/factions/clerics/")
    assert 'livret de règles <span lang="en">Smash Up: Munchkin</span>' in html
    assert "Munchkin</span> rulebook" not in html
    english = page(client, "/en/factions/clerics/")
    assert '<span lang="en">Smash Up: Munchkin</span> rulebook' in english


def test_madness_has_no_power_and_unknown_values_agree_in_french(client):
    html = page(client, "/fr/boxes/the-obligatory-cthulhu-set/")
    special = html.split('id="special-cards"', 1)[1]
    assert '<dt>Force</dt><dd><span class="unknown">' not in special
    assert "pas de force" in special
    # The year of this box is unknown: "Année : inconnue" (feminine), not "inconnu".
    assert '<dt>Année</dt><dd><span class="unknown">inconnue</span>' in html
    english = page(client, "/en/boxes/the-obligatory-cthulhu-set/")
    assert '<dt>Year</dt><dd><span class="unknown">unknown</span>' in english


def test_special_cards_notes_follow_the_pages_language(client):
    french = page(client, "/fr/boxes/the-obligatory-cthulhu-set/")
    assert '<p class="source" lang="fr">La pioche Démence' in french
    assert "The Madness deck" not in french
    english = page(client, "/en/boxes/the-obligatory-cthulhu-set/")
    assert '<p class="source" lang="en">The Madness deck' in english
    assert "La pioche Démence" not in english
    detail = client.get("/api/v1/special-cards/madness/").json()
    assert detail["notes"].startswith("The Madness deck")
    assert detail["notes_fr"].startswith("La pioche Démence") and "p.7" in detail["notes_fr"]
