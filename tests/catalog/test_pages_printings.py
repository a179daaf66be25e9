"""A card or base asked in a printing it is not in: a 404 page that says so and links it."""

import pytest
from django.db import models

from catalog.models import Base, Card

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("language", ["en", "fr"])
def test_card_missing_from_a_printing_explains_and_links_the_other(client, language):
    card = Card.objects.get(faction__slug="tricksters", slug="disenchant", printing="original")
    assert not Card.objects.filter(faction__slug="tricksters", slug="disenchant", printing="pod")
    response = client.get(f"/{language}/cards/tricksters/disenchant/", {"printing": "pod"})
    assert response.status_code == 404
    html = response.content.decode()
    assert f'href="/{language}/cards/tricksters/disenchant/"' in html
    assert card.name_en in html
    expected = {"en": "only in the Original printing", "fr": "que dans l'impression Originale"}
    assert expected[language] in html.replace("&#x27;", "'")


def test_base_missing_from_a_printing_explains_and_links_the_other(client):
    assert Base.objects.filter(slug="bastion", printing="original").exists()
    assert not Base.objects.filter(slug="bastion", printing="pod").exists()
    response = client.get("/en/bases/bastion/", {"printing": "pod"})
    assert response.status_code == 404
    html = response.content.decode()
    assert "This base is not in the POD printing" in html
    assert 'href="/en/bases/bastion/"' in html


def test_unknown_card_is_still_the_plain_404(client):
    response = client.get("/en/cards/tricksters/no-such-card/", {"printing": "pod"})
    assert response.status_code == 404
    assert "Nothing lives at" in response.content.decode()


def printings_section(html: str) -> str:
    return html.split('id="printings"', 1)[1].split("</section>", 1)[0]


def test_base_without_ability_says_so_in_both_places(client):
    for base in Base.objects.filter(slug="jungle-oasis"):
        assert base.has_ability is False and base.text == ""
    html = client.get("/en/bases/jungle-oasis/").content.decode()
    assert "This base has no ability." in html
    section = printings_section(html)
    ability = section.split(">Ability</th>", 1)[1].split("</tr>", 1)[0]
    assert ability.count("no ability") == 2 and "unknown" not in ability
    assert "Same name, stats and ability in both printings." in section


def test_unknown_ability_in_one_printing_is_not_called_the_same(client):
    pod = Base.objects.get(slug="ninja-dojo", printing="pod")
    original = Base.objects.get(slug="ninja-dojo", printing="original")
    assert original.text and not pod.text and pod.has_ability is not False
    for query in ({}, {"printing": "pod"}):
        section = printings_section(client.get("/en/bases/ninja-dojo/", query).content.decode())
        assert "Same name, stats and ability" not in section
        assert "No difference is known between the two printings" in section
    french = client.get("/fr/bases/ninja-dojo/", {"printing": "pod"}).content.decode()
    assert "Aucune différence connue" in printings_section(french)


def test_card_with_an_unknown_value_in_one_printing_is_not_called_the_same(client):
    card = (
        Card.objects.filter(printing="original", counterpart__faction=models.F("faction"))
        .exclude(copies=None)
        .select_related("faction", "counterpart")
        .order_by("faction__slug", "slug")
        .first()
    )
    path = f"/en/cards/{card.faction.slug}/{card.slug}/"
    if "Same name, type, power, copies and text" not in client.get(path).content.decode():
        pytest.fail(f"{path}: expected two identical printings to start from")
    # One printing's copies become unknown (rolled back after the test).
    Card.objects.filter(pk=card.counterpart.pk).update(copies=None)
    section = printings_section(client.get(path).content.decode())
    assert "Same name, type, power, copies and text" not in section
    assert "No difference is known between the two printings" in section
    assert 'class="side-by-side"' in section
