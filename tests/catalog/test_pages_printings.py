"""A card or base asked in a printing it is not in: a 404 page that says so and links it."""

import pytest

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
